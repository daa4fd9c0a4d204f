import { describe, expect, it } from 'vitest';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { defineMachine, edgesOf, isMachine, UndeclaredTransitionError } from '../machine';

type DoorState = { state: 'closed' } | { state: 'open'; openedBy: string } | { state: 'locked' };
type DoorEvent = { type: 'open'; by: string } | { type: 'close' } | { type: 'lock' } | { type: 'kick' };

const door = defineMachine<DoorState, DoorEvent>({
  id: 'door',
  summary: 'A door for the tests.',
  initial: ['closed'],
  transitions: {
    closed: {
      open: { to: ['open'], run: (_state, event) => ({ state: 'open', openedBy: event.by }) },
      lock: { to: ['locked'], run: () => ({ state: 'locked' }) },
      // Declares one target but returns another: the table must refuse it.
      kick: { to: ['closed'], run: () => ({ state: 'locked' }) },
    },
    open: { close: { to: ['closed'], run: () => ({ state: 'closed' }) } },
    locked: {},
  },
});

describe('defineMachine', () => {
  it('moves along a declared transition and carries the event data', () => {
    expect(door.reduce({ state: 'closed' }, { type: 'open', by: 'Ana' })).toEqual({ state: 'open', openedBy: 'Ana' });
  });

  it('returns the same state object for an event the state does not list', () => {
    const locked = { state: 'locked' } as const;
    expect(door.reduce(locked, { type: 'open', by: 'Ana' })).toBe(locked);
  });

  it('refuses a transition that leads to a state its table does not declare', () => {
    expect(() => door.reduce({ state: 'closed' }, { type: 'kick' })).toThrow(UndeclaredTransitionError);
  });

  it('lists every declared arrow and is recognised as a machine', () => {
    expect(edgesOf(door)).toEqual([
      { from: 'closed', event: 'open', to: 'open' },
      { from: 'closed', event: 'lock', to: 'locked' },
      { from: 'closed', event: 'kick', to: 'closed' },
      { from: 'open', event: 'close', to: 'closed' },
    ]);
    expect(isMachine(door)).toBe(true);
    expect(isMachine({ kind: 'other' })).toBe(false);
  });

  it('records the arrows a test took and names the ones it did not', () => {
    const recorder = transitionRecorder(door);
    const end = recorder.run({ state: 'closed' }, { type: 'open', by: 'Ana' }, { type: 'close' }, { type: 'lock' });
    expect(end).toEqual({ state: 'locked' });
    expect(recorder.untaken()).toEqual(['closed --kick--> closed']);
  });
});
