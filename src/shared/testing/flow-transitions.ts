import { edgesOf, type FlowEvent, type FlowState, type Machine } from '@/shared/flow/machine';

/**
 * A machine's reducer that remembers the arrows it took, so a test file can end by requiring
 * that every arrow of the table was taken at least once.
 */
export function transitionRecorder<S extends FlowState, E extends FlowEvent>(machine: Machine<S, E>) {
  const taken = new Set<string>();
  const arrow = (from: string, event: string, to: string) => `${from} --${event}--> ${to}`;
  const declared = machine.transitions as Record<string, Record<string, unknown>>;
  return {
    /** The machine's reduce, recording each transition the table declares. */
    reduce(state: S, event: E): S {
      const next = machine.reduce(state, event);
      if (declared[state.state]?.[event.type]) taken.add(arrow(state.state, event.type, next.state));
      return next;
    },
    /** Runs the events in order from a state and returns the last state. */
    run(state: S, ...events: E[]): S {
      return events.reduce<S>((current, event) => this.reduce(current, event), state);
    },
    /** The declared arrows no test has taken yet. */
    untaken(): string[] {
      return edgesOf(machine)
        .map(({ from, event, to }) => arrow(from, event, to))
        .filter((key) => !taken.has(key));
    },
  };
}
