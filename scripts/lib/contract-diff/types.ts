/** A JSON value read from a contract document; the diff walks it without trusting its shape. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One OpenAPI document with every $ref resolved, and the file name it stands for (main-api.yaml). */
export type ContractDocument = { file: string; document: JsonObject };

/** A whole contract: one document per backend host, as loaded from a folder, file, tarball, git ref or URL. */
export type ContractSet = {
  /** What was asked for (`main`, `dist/contract/bait-contract-1.0.0.tgz`, `openapi`). */
  source: string;
  /** What it turned out to be (`git ref main (commit 1a2b3c4)`, `tarball`, `folder`, `file`, `URL`). */
  kind: string;
  documents: ContractDocument[];
};

/**
 * breaking-server: a server built to the base contract may no longer conform (a request it was
 * free to refuse or ignore is now valid and expected, a new required input, a removed operation).
 * breaking-site: something the site sends, reads or handles is no longer promised.
 * compatible: neither.
 */
export type ChangeClass = 'breaking-server' | 'breaking-site' | 'compatible';

/** How the site uses the part of the contract a change touches, from the usage map. */
export type SiteUse = 'used' | 'unused' | 'not-called' | 'unknown';

export type OperationRef = { file: string; operationId?: string; method: string; path: string };

export type Change = {
  /** The kind of change, named after oasdiff's check where it has one (request-property-enum-value-removed). */
  id: string;
  /** One or both breaking classes, or ['compatible']. */
  classes: ChangeClass[];
  operation: OperationRef;
  /** Where in the operation: `body.persona.tipo`, `query.page`, `response 200 data.offers[].name`, `response 404`. */
  location?: string;
  /** One line a reader understands without the contract open. */
  message: string;
  /** For a change that matters only if the site uses what it touches: what the usage map says. */
  siteUse?: SiteUse;
  /** A response field or status that no test ever read: the server may change it freely. */
  freeToChange?: boolean;
};

export type DiffMode = 'base' | 'against';

export type ContractDiff = {
  mode: DiffMode;
  /**
   * The two sides, changes read from base to head: with --base, the base contract to the working
   * tree's; with --against, the site's contract (base) to theirs (head).
   */
  base: string;
  head: string;
  /** Whether a usage map was read; without one, every response change is taken as read by the site. */
  usage: 'present' | 'absent';
  /** The contract files on each side that were compared. */
  baseFiles: string[];
  headFiles: string[];
  /** Operations compared, and those only on one side. */
  operations: { matched: number; onlyBase: number; onlyHead: number };
  changes: Change[];
};

/** The usage map (`openapi/site-usage.json`): what the site sends and reads, per operation. */
export type SiteUsage = {
  operations: Record<
    string,
    {
      file: string;
      method: string;
      path: string;
      /** `body.imei`, `header.x-foo`, `path.id`, `query.page`. */
      request: string[];
      /** Per status the site handled, the fields it read (`data.offers[].name`, `[].name`). */
      response: Record<string, string[]>;
    }
  >;
};

export function isBreaking(change: Change): boolean {
  return change.classes.some((changeClass) => changeClass !== 'compatible');
}

export function changesOfClass(diff: ContractDiff, changeClass: ChangeClass): Change[] {
  return diff.changes.filter((change) => change.classes.includes(changeClass));
}

/** `verifyImei (POST /api/core/captacion/imei/verificacion)`. */
export function operationLabel(operation: OperationRef): string {
  const route = `${operation.method.toUpperCase()} ${operation.path}`;
  return operation.operationId ? `${operation.operationId} (${route})` : route;
}

/** "1 change", "2 changes". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** "2 breaking for servers, 1 breaking for the site, 5 compatible (3 free to change)". */
export function diffSummary(diff: ContractDiff): string {
  const servers = changesOfClass(diff, 'breaking-server').length;
  const site = changesOfClass(diff, 'breaking-site').length;
  const compatible = changesOfClass(diff, 'compatible');
  const free = compatible.filter((change) => change.freeToChange).length;
  if (diff.changes.length === 0) return 'no change to any operation';
  return (
    `${plural(diff.changes.length, 'change')}: ${servers} breaking for servers, ${site} breaking for the site, ` +
    `${compatible.length} compatible${free > 0 ? ` (${free} free to change: no test of the site used them)` : ''}`
  );
}
