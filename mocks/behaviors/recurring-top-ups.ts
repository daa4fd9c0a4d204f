import { copyJson, fromExample, pathParam, requestBody, stringField, type JsonObject } from './answers';
import { readState, writeState } from './state';
import type { Behavior, BehaviorContext } from './types';

/**
 * Recurring top-ups of the payments API, per service uuid:
 * - the first listActiveRecurringTopUps of a uuid keeps the contract's `activeTopUps` list for
 *   it; every list answers the kept list (`noActiveTopUps` once it is empty);
 * - deactivateRecurringTopUp removes the item with the body's id from the kept list
 *   (`deactivated`), so the next list lacks it; an id that is not in it answers the 404
 *   `recurringTopUpNotFound`. A uuid never listed has no active top-ups known to the mock, so
 *   any id is unknown (a behaviour sees only the examples of its own operation; the site always
 *   lists before it offers to deactivate).
 */
export type RecurringTopUp = JsonObject & { id: string };
const DOMAIN = 'recurringTopUps';

function keptLists(): Record<string, RecurringTopUp[]> {
  return readState<Record<string, RecurringTopUp[]>>(DOMAIN, {});
}

/** The active recurring top-ups kept for a uuid, for the QA panel (undefined before its first list). */
export function storedRecurringTopUps(uuid: string): readonly RecurringTopUp[] | undefined {
  return keptLists()[uuid];
}

const LIST_OPERATION = 'listActiveRecurringTopUps';
const LIST_EXAMPLE = 'activeTopUps';

/** The kept list of a uuid, started from the list operation's example the first time. */
function keptListOf(context: BehaviorContext, uuid: string): RecurringTopUp[] {
  const kept = keptLists()[uuid];
  if (kept) return kept;
  const example = context.exampleOf(LIST_OPERATION, LIST_EXAMPLE)?.body as { lista?: RecurringTopUp[] } | undefined;
  const lista = copyJson(example?.lista ?? []);
  writeState(DOMAIN, { ...keptLists(), [uuid]: lista });
  return lista;
}

export const listActiveRecurringTopUps: Behavior = (context) => {
  const lista = keptListOf(context, pathParam(context, 'uuid'));
  return lista.length === 0 ? fromExample(context, 'noActiveTopUps') : fromExample(context, 'activeTopUps', { lista: copyJson(lista) });
};

export const deactivateRecurringTopUp: Behavior = (context) => {
  const uuid = pathParam(context, 'uuid');
  const id = stringField(requestBody(context), 'id');
  const lista = keptListOf(context, uuid);
  if (!lista.some((item) => item.id === id)) return fromExample(context, 'recurringTopUpNotFound');
  writeState(DOMAIN, { ...keptLists(), [uuid]: lista.filter((item) => item.id !== id) });
  return fromExample(context, 'deactivated');
};
