import { OperationDiff } from './operation-diff';
import { documentsInScope, operationsOf, pairOperations, type Operation } from './operations';
import { ContractSourceError } from './sources';
import type { Change, ContractDiff, ContractSet, OperationRef, SiteUsage } from './types';
import { UsageView } from './usage';

function describe(contract: ContractSet): string {
  return `${contract.source} (${contract.kind})`;
}

function route(operation: Operation): string {
  return `${operation.ref.method.toUpperCase()} ${operation.ref.path}`;
}

/** Changes in a stable order: by file, operation, then where in it. */
function sorted(changes: Change[]): Change[] {
  const key = (change: Change) => [
    change.operation.file,
    change.operation.operationId ?? '',
    change.operation.path,
    change.operation.method,
    change.location ?? '',
  ];
  return [...changes].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let index = 0; index < x.length; index++) {
      const order = (x[index] ?? '').localeCompare(y[index] ?? '');
      if (order !== 0) return order;
    }
    return 0;
  });
}

function sameRoute(a: { method: string; path: string }, b: OperationRef): boolean {
  return a.method.toLowerCase() === b.method && a.path.replace(/\{[^}]*\}/g, '{}') === b.path.replace(/\{[^}]*\}/g, '{}');
}

/**
 * The changes from `base` to `head` (the working tree's contract), per operation, each classed
 * breaking-server, breaking-site or compatible. Operations are paired by operationId, then by
 * method and path. `usage` is the working tree's usage map; without one every response change is
 * taken as read by the site.
 */
export function diffContracts(base: ContractSet, head: ContractSet, usage?: SiteUsage): ContractDiff {
  const view = new UsageView(usage);
  const baseDocuments = documentsInScope(head, base);
  const headDocuments = documentsInScope(base, head);
  const baseOperations = baseDocuments.flatMap(operationsOf);
  const headOperations = headDocuments.flatMap(operationsOf);
  const { pairs, onlyBase, onlyHead } = pairOperations(baseOperations, headOperations, ['operationId', 'key', 'bareKey']);
  const changes: Change[] = [];
  for (const operation of onlyBase) {
    const calls = view.calls(operation.ref);
    changes.push({
      id: 'api-removed',
      classes: calls === 'used' ? ['breaking-server', 'breaking-site'] : ['breaking-server'],
      operation: operation.ref,
      message: `operation ${route(operation)} removed`,
      siteUse: calls,
    });
  }
  for (const operation of onlyHead) {
    changes.push({ id: 'endpoint-added', classes: ['compatible'], operation: operation.ref, message: `operation ${route(operation)} added` });
  }
  for (const pair of pairs) {
    if (pair.base.key !== pair.head.key) {
      const entry = view.entry(pair.head.ref);
      const siteOnOld = entry !== undefined && sameRoute(entry, pair.base.ref);
      changes.push({
        id: 'api-path-changed',
        classes: siteOnOld ? ['breaking-server', 'breaking-site'] : ['breaking-server'],
        operation: pair.head.ref,
        message: `operation moved from ${route(pair.base)} to ${route(pair.head)}${siteOnOld ? '; the site still calls the old one' : ''}`,
      });
    }
    if (pair.matchedBy === 'path' && pair.base.ref.operationId !== pair.head.ref.operationId) {
      changes.push({
        id: 'api-operation-id-changed',
        classes: ['compatible'],
        operation: pair.head.ref,
        message: `operationId changed from ${pair.base.ref.operationId ?? 'none'} to ${pair.head.ref.operationId ?? 'none'} (generated clients rename it)`,
      });
    }
    if (!pair.base.deprecated && pair.head.deprecated) {
      changes.push({ id: 'endpoint-deprecated', classes: ['compatible'], operation: pair.head.ref, message: 'operation deprecated' });
    }
    new OperationDiff('base', pair.base, pair.head, view, changes).run();
  }
  return {
    mode: 'base',
    base: describe(base),
    head: describe(head),
    usage: usage ? 'present' : 'absent',
    baseFiles: baseDocuments.map((document) => document.file),
    headFiles: headDocuments.map((document) => document.file),
    operations: { matched: pairs.length, onlyBase: onlyBase.length, onlyHead: onlyHead.length },
    changes: sorted(changes),
  };
}

export type AgainstOptions = {
  /** Our contract files to compare with theirs (`main-api.yaml`); by default those that share an operation with theirs. */
  files?: string[];
};

/**
 * A backend team's own OpenAPI (`theirs`, one document) against the site's contract (`ours`),
 * operation by operation: paired by method and path template (parameter names ignored, with
 * and without the servers' base paths), then by operationId. What the site calls, sends, reads
 * and handles (the usage map) and theirs does not offer breaks the site.
 */
export function compareAgainst(ours: ContractSet, theirs: ContractSet, usage?: SiteUsage, options: AgainstOptions = {}): ContractDiff {
  const view = new UsageView(usage);
  const stem = (file: string) => (file.split('/').pop() ?? file).replace(/\.(ya?ml|json)$/i, '');
  const wanted = options.files?.map(stem);
  const ourDocuments = wanted ? ours.documents.filter((document) => wanted.includes(stem(document.file))) : documentsInScope(theirs, ours);
  const unknown = wanted?.filter((name) => !ours.documents.some((document) => stem(document.file) === name)) ?? [];
  if (unknown.length > 0) {
    throw new ContractSourceError(`--service ${unknown.join(', ')}: no such contract file (${ours.documents.map((document) => document.file).join(', ')})`);
  }
  const ourOperations = ourDocuments.flatMap(operationsOf);
  const theirOperations = theirs.documents.flatMap(operationsOf);
  const { pairs, onlyBase, onlyHead } = pairOperations(ourOperations, theirOperations, ['key', 'bareKey', 'operationId']);
  const changes: Change[] = [];
  for (const operation of onlyBase) {
    const calls = view.calls(operation.ref);
    const used = calls === 'used' || calls === 'unknown';
    changes.push({
      id: 'site-operation-missing',
      classes: used ? ['breaking-site'] : ['compatible'],
      operation: operation.ref,
      message: `theirs has no ${route(operation)}`,
      siteUse: calls,
      ...(used ? {} : { freeToChange: true }),
    });
  }
  for (const operation of onlyHead) {
    changes.push({
      id: 'their-operation-extra',
      classes: ['compatible'],
      operation: operation.ref,
      message: `theirs has ${route(operation)}, which the site's contract does not`,
    });
  }
  for (const pair of pairs) {
    if (pair.base.key !== pair.head.key && pair.base.bareKey !== pair.head.bareKey) {
      const calls = view.calls(pair.base.ref);
      const used = calls === 'used' || calls === 'unknown';
      changes.push({
        id: 'operation-moved',
        classes: used ? ['breaking-site'] : ['compatible'],
        operation: pair.base.ref,
        message: `the site calls ${route(pair.base)}; theirs serves ${pair.head.ref.operationId ?? 'it'} at ${route(pair.head)}`,
        siteUse: calls,
      });
    }
    if (pair.base.ref.operationId !== pair.head.ref.operationId && pair.head.ref.operationId) {
      changes.push({
        id: 'operation-id-differs',
        classes: ['compatible'],
        operation: pair.base.ref,
        message: `theirs names it ${pair.head.ref.operationId}`,
      });
    }
    new OperationDiff('against', pair.base, pair.head, view, changes).run();
  }
  return {
    mode: 'against',
    base: describe(ours),
    head: describe(theirs),
    usage: usage ? 'present' : 'absent',
    baseFiles: ourDocuments.map((document) => document.file),
    headFiles: theirs.documents.map((document) => document.file),
    operations: { matched: pairs.length, onlyBase: onlyBase.length, onlyHead: onlyHead.length },
    changes: sorted(changes),
  };
}
