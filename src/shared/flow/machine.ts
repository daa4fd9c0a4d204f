import { useEffect, useEffectEvent, useReducer, type Dispatch } from 'react';

/**
 * A flow as an explicit state machine (decision 291): a typed reducer built from a table of
 * transitions. Each transition names the states it may lead to, so the table is also the
 * diagram (`npm run generate` writes it into docs/architecture.md) and tests can require that
 * every declared transition was taken.
 */

/** A state of a flow: `state` names it; the rest is the data that state holds. */
export interface FlowState {
  readonly state: string;
}

/** Something that happened: `type` names it; the rest is what it carries. */
export interface FlowEvent {
  readonly type: string;
}

type InState<S extends FlowState, Name> = Extract<S, { state: Name }>;
type OfType<E extends FlowEvent, Name> = Extract<E, { type: Name }>;

interface Transition<S extends FlowState, E extends FlowEvent, From extends S['state'], On extends E['type']> {
  /** Every state `run` may return: the diagram's arrows, checked each time the transition runs. */
  readonly to: readonly S['state'][];
  readonly run: (state: InState<S, From>, event: OfType<E, On>) => S;
}

/** For each state, the events it answers; an event a state does not list is ignored there. */
type TransitionTable<S extends FlowState, E extends FlowEvent> = {
  readonly [From in S['state']]: { readonly [On in E['type']]?: Transition<S, E, From, On> };
};

export interface MachineDefinition<S extends FlowState, E extends FlowEvent> {
  /** The flow's name in the diagrams and in errors. */
  readonly id: string;
  /** What the flow is, one line, shown above its diagram. */
  readonly summary: string;
  /** The states a flow may start in (a purchase handed over starts past the line data). */
  readonly initial: readonly S['state'][];
  readonly transitions: TransitionTable<S, E>;
}

export interface Machine<S extends FlowState, E extends FlowEvent> extends MachineDefinition<S, E> {
  readonly kind: 'flow-machine';
  /** The next state; the same object when the current state ignores the event (React then skips the render). */
  readonly reduce: (state: S, event: E) => S;
}

export class UndeclaredTransitionError extends Error {
  constructor(machineId: string, from: string, event: string, to: string) {
    super(`${machineId}: ${from} --${event}--> ${to} is not declared in its table`);
    this.name = 'UndeclaredTransitionError';
  }
}

export function defineMachine<S extends FlowState, E extends FlowEvent>(definition: MachineDefinition<S, E>): Machine<S, E> {
  const transitions = definition.transitions as Record<string, Partial<Record<string, { to: readonly string[]; run: (state: S, event: E) => S }>>>;
  function reduce(state: S, event: E): S {
    const transition = transitions[state.state]?.[event.type];
    if (!transition) return state;
    const next = transition.run(state, event);
    if (!transition.to.includes(next.state)) throw new UndeclaredTransitionError(definition.id, state.state, event.type, next.state);
    return next;
  }
  return { ...definition, kind: 'flow-machine', reduce };
}

/** What any machine shows of itself, whatever its states and events: enough to draw it. */
export interface MachineOutline {
  readonly kind: 'flow-machine';
  readonly id: string;
  readonly summary: string;
  readonly initial: readonly string[];
  readonly transitions: object;
}

/** One arrow of a machine's diagram. */
export interface TransitionEdge {
  readonly from: string;
  readonly event: string;
  readonly to: string;
}

/** Every arrow the table declares, in table order. */
export function edgesOf(machine: Pick<MachineOutline, 'transitions'>): TransitionEdge[] {
  const edges: TransitionEdge[] = [];
  for (const [from, events] of Object.entries(machine.transitions as Record<string, Record<string, { to: readonly string[] } | undefined>>)) {
    for (const [event, transition] of Object.entries(events)) {
      for (const to of transition?.to ?? []) edges.push({ from, event, to });
    }
  }
  return edges;
}

export function isMachine(value: unknown): value is MachineOutline {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'flow-machine';
}

/** A screen's hold on its flow: the current state and the way to send it events. */
export function useMachine<S extends FlowState, E extends FlowEvent>(machine: Machine<S, E>, initialState: S | (() => S)): [S, Dispatch<E>] {
  return useReducer(machine.reduce, undefined, () => (typeof initialState === 'function' ? initialState() : initialState));
}

/**
 * Runs `onEnter` after the render that entered a state (a new state object): where the alert, the
 * call or the closing that a state asks for happens, with the component's latest props.
 */
export function useStateEntry<S extends FlowState>(state: S, onEnter: (state: S) => void): void {
  const enter = useEffectEvent(onEnter);
  useEffect(() => enter(state), [state]);
}
