import { existsSync, readFileSync } from 'node:fs';
import { isObject } from './operations';
import { ContractSourceError } from './sources';
import type { OperationRef, SiteUse, SiteUsage } from './types';

type UsageEntry = SiteUsage['operations'][string];

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The usage map at `file`, or undefined when there is none yet; a file that is not one is bad input. */
export function readSiteUsage(file: string): SiteUsage | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContractSourceError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(parsed) || !isObject(parsed.operations)) throw new ContractSourceError(`${file} is not a usage map (no operations object)`);
  const operations: SiteUsage['operations'] = {};
  for (const [operationId, raw] of Object.entries(parsed.operations)) {
    if (!isObject(raw)) continue;
    const response: Record<string, string[]> = {};
    for (const [status, fields] of Object.entries(isObject(raw.response) ? raw.response : {})) response[status] = stringList(fields);
    operations[operationId] = {
      file: typeof raw.file === 'string' ? raw.file : '',
      method: typeof raw.method === 'string' ? raw.method.toLowerCase() : '',
      path: typeof raw.path === 'string' ? raw.path : '',
      request: stringList(raw.request),
      response,
    };
  }
  return { operations };
}

/** `data.offers.[].name` and `data.offers[].name` are the same field. */
function normalField(field: string): string {
  return field.replace(/\.\[\]/g, '[]');
}

/** Whether `used` is the field itself or something inside it. */
function within(used: string, field: string): boolean {
  const a = normalField(used);
  const b = normalField(field);
  return a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[]`);
}

/** Whether the declared status key (200, 4XX, default) stands for the status the site met. */
export function statusCovers(key: string, status: string, declared: string[]): boolean {
  if (key === status) return true;
  if (/^[1-5]XX$/i.test(key)) return key[0] === status[0] && !declared.includes(status);
  if (key === 'default') return !declared.some((other) => other !== 'default' && statusCovers(other, status, declared));
  return false;
}

/** What the site does with one operation, as the diff asks it. */
export class UsageView {
  constructor(readonly usage: SiteUsage | undefined) {}

  entry(operation: OperationRef): UsageEntry | undefined {
    return operation.operationId ? this.usage?.operations[operation.operationId] : undefined;
  }

  /** Whether the site calls the operation at all. */
  calls(operation: OperationRef): SiteUse {
    if (!this.usage) return 'unknown';
    return this.entry(operation) ? 'used' : 'not-called';
  }

  /** Whether the site sends a request field (`body.persona.tipo`, `query.page`) or anything inside it. */
  sends(operation: OperationRef, field: string): SiteUse {
    if (!this.usage) return 'unknown';
    const entry = this.entry(operation);
    if (!entry) return 'not-called';
    return entry.request.some((sent) => within(sent, field)) ? 'used' : 'unused';
  }

  /** The statuses the site met that `key` of the declared responses stands for. */
  handledStatuses(operation: OperationRef, key: string, declared: string[]): string[] {
    const entry = this.entry(operation);
    return entry ? Object.keys(entry.response).filter((status) => statusCovers(key, status, declared)) : [];
  }

  /** Whether the site read a response field ('' for the whole body) in an answer the status key stands for. */
  reads(operation: OperationRef, key: string, declared: string[], field: string): SiteUse {
    if (!this.usage) return 'unknown';
    const entry = this.entry(operation);
    if (!entry) return 'not-called';
    const fields = this.handledStatuses(operation, key, declared).flatMap((status) => entry.response[status] ?? []);
    if (field === '') return fields.length > 0 ? 'used' : 'unused';
    return fields.some((read) => within(read, field)) ? 'used' : 'unused';
  }
}
