/**
 * The flows' diagrams in docs/architecture.md, written by `npm run generate` from the machines
 * themselves (decision 291): every `flow.ts` under src/ that exports a machine gets a Mermaid
 * state diagram between the document's flow markers, so the picture cannot drift from the table.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { edgesOf, isMachine, type MachineOutline } from '../../src/shared/flow/machine';

export const FLOW_DIAGRAMS_START = '<!-- flow diagrams: written by `npm run generate` from src/**/flow.ts; do not edit -->';
export const FLOW_DIAGRAMS_END = '<!-- end of flow diagrams -->';

/** Every machine exported by a `flow.ts` under `sourceRoot`, with the file it comes from, sorted by file. */
export async function loadFlowMachines(sourceRoot: string): Promise<{ file: string; machine: MachineOutline }[]> {
  const entries = await readdir(sourceRoot, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name === 'flow.ts')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const found: { file: string; machine: MachineOutline }[] = [];
  for (const file of files) {
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exported)) if (isMachine(value)) found.push({ file: path.relative(path.dirname(sourceRoot), file), machine: value });
  }
  return found;
}

/** One machine as a Mermaid `stateDiagram-v2` block: arrows from [*] to each initial state, then one per declared transition. */
export function mermaidDiagram(machine: MachineOutline): string {
  const lines = ['```mermaid', 'stateDiagram-v2'];
  for (const state of machine.initial) lines.push(`  [*] --> ${state}`);
  for (const { from, event, to } of edgesOf(machine)) lines.push(`  ${from} --> ${to}: ${event}`);
  lines.push('```');
  return lines.join('\n');
}

/** The section between the markers: for each machine, its name, file, summary, states, events and diagram. */
export function flowDiagramsSection(machines: readonly { file: string; machine: MachineOutline }[]): string {
  const blocks = machines.map(({ file, machine }) => {
    const states = Object.keys(machine.transitions);
    const events = [...new Set(edgesOf(machine).map((edge) => edge.event))];
    return [
      `### ${machine.id}`,
      '',
      `${machine.summary} (\`${file}\`)`,
      '',
      `- States (${String(states.length)}): ${states.map((state) => `\`${state}\``).join(', ')}`,
      `- Events (${String(events.length)}): ${events.map((event) => `\`${event}\``).join(', ')}`,
      '',
      mermaidDiagram(machine),
    ].join('\n');
  });
  return [FLOW_DIAGRAMS_START, '', ...blocks.flatMap((block) => [block, '']), FLOW_DIAGRAMS_END].join('\n');
}

/** The document with its flow section replaced; a document without both markers is a mistake said at once. */
export function withFlowDiagrams(document: string, section: string): string {
  const start = document.indexOf(FLOW_DIAGRAMS_START);
  const end = document.indexOf(FLOW_DIAGRAMS_END);
  if (start < 0 || end < start) throw new Error('docs/architecture.md has lost its flow diagram markers');
  return document.slice(0, start) + section + document.slice(end + FLOW_DIAGRAMS_END.length);
}
