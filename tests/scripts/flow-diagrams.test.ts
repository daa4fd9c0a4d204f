import { describe, expect, it } from 'vitest';
import { FLOW_DIAGRAMS_END, FLOW_DIAGRAMS_START, flowDiagramsSection, mermaidDiagram, withFlowDiagrams } from '../../scripts/lib/flow-diagrams';
import { defineMachine } from '../../src/shared/flow/machine';

type LampState = { state: 'off' } | { state: 'on' } | { state: 'broken' };
type LampEvent = { type: 'press' } | { type: 'fail' };

const lamp = defineMachine<LampState, LampEvent>({
  id: 'lamp',
  summary: 'A lamp.',
  initial: ['off'],
  transitions: {
    off: { press: { to: ['on', 'broken'], run: () => ({ state: 'on' }) } },
    on: { press: { to: ['off'], run: () => ({ state: 'off' }) }, fail: { to: ['broken'], run: () => ({ state: 'broken' }) } },
    broken: {},
  },
});

describe('flow diagrams', () => {
  it('draws every declared arrow of a machine, from its initial states', () => {
    expect(mermaidDiagram(lamp)).toBe(
      [
        '```mermaid',
        'stateDiagram-v2',
        '  [*] --> off',
        '  off --> on: press',
        '  off --> broken: press',
        '  on --> off: press',
        '  on --> broken: fail',
        '```',
      ].join('\n'),
    );
  });

  it('lists the states and events above the diagram and replaces only what is between the markers', () => {
    const section = flowDiagramsSection([{ file: 'src/lamp/flow.ts', machine: lamp }]);
    expect(section).toContain('- States (3): `off`, `on`, `broken`');
    expect(section).toContain('- Events (2): `press`, `fail`');
    const document = `# Doc\n\n${FLOW_DIAGRAMS_START}\nold\n${FLOW_DIAGRAMS_END}\n\nAfter.\n`;
    const written = withFlowDiagrams(document, section);
    expect(written).not.toContain('old');
    expect(written.startsWith('# Doc\n\n')).toBe(true);
    expect(written.endsWith('\n\nAfter.\n')).toBe(true);
    expect(() => withFlowDiagrams('# Doc without markers', section)).toThrow(/markers/);
  });
});
