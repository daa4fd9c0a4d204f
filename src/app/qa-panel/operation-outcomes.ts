import { isKnownOutcome } from '@mocks/engine/scenario-keys';
import type { OperationDefinition } from '@mocks/engine/types';
import { qaTexts } from './texts';

const texts = qaTexts.scenarios;

/** The outcome value that means "no scenario": the mocks answer as they would by default. */
export const DEFAULT_OUTCOME = '';

type OutcomeOption = { value: string; label: string };
export type OutcomeGroup = { label: string; options: OutcomeOption[] };

/**
 * Every outcome a scenario can name for an operation, in the vocabulary of `?scenario=`: its
 * named examples, its declared status codes, a network error and a timeout.
 */
export function outcomeGroupsOf(operation: OperationDefinition): OutcomeGroup[] {
  const examples = new Map<string, OutcomeOption>();
  const codes = new Map<string, OutcomeOption>();
  for (const response of operation.responses) {
    for (const example of response.examples) {
      if (examples.has(example.key)) continue;
      const label = [example.key, String(response.status), example.summary].filter(Boolean).join(' · ');
      examples.set(example.key, { value: example.key, label });
    }
    if (typeof response.status === 'number') {
      const value = `code=${response.status}`;
      codes.set(value, { value, label: texts.statusCode(response.status) });
    }
  }
  const groups: OutcomeGroup[] = [
    { label: texts.examples, options: [...examples.values()] },
    { label: texts.statusCodes, options: [...codes.values()] },
    {
      label: texts.failures,
      options: [
        { value: 'networkError', label: texts.networkError },
        { value: 'timeout', label: texts.timeout },
      ],
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The groups plus the current outcome when the panel would not list it: a valid one from a URL
 * (e.g. `delay=500`), or one the contract does not know, shown as refused, never as active (decision 150).
 */
export function outcomeGroupsWithCurrent(operation: OperationDefinition, current: string | undefined): OutcomeGroup[] {
  const groups = outcomeGroupsOf(operation);
  if (!current || groups.some((group) => group.options.some((option) => option.value === current))) return groups;
  if (!isKnownOutcome(operation, current)) {
    return [...groups, { label: texts.refusedGroup, options: [{ value: current, label: texts.refusedOption(current) }] }];
  }
  return [...groups, { label: texts.other, options: [{ value: current, label: texts.fromUrl(current) }] }];
}

export type TagGroup = { tag: string; operations: OperationDefinition[] };

/** Operations under their first tag, tags in alphabetical order, operations in the contract's order. */
export function groupOperationsByTag(operations: readonly OperationDefinition[]): TagGroup[] {
  const byTag = new Map<string, OperationDefinition[]>();
  for (const operation of operations) {
    const tag = operation.tags[0] ?? texts.untagged;
    const list = byTag.get(tag) ?? [];
    list.push(operation);
    byTag.set(tag, list);
  }
  return [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b, 'es')).map(([tag, list]) => ({ tag, operations: list }));
}

/** Whether an operation matches the panel's filter, by operationId or path, ignoring case. */
export function matchesFilter(operation: OperationDefinition, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return operation.operationId.toLowerCase().includes(needle) || operation.path.toLowerCase().includes(needle);
}
