import type { ContractDocument, ContractSet, Json, JsonObject, OperationRef } from './types';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation of a contract, with what the diff compares. */
export type Operation = {
  ref: OperationRef;
  /** `post /api/x/{}`: method and path template with the server's base path, parameter names dropped. */
  key: string;
  /** The same without the server's base path, for a document whose servers differ. */
  bareKey: string;
  /** Path parameter names in the order they appear in the path. */
  pathParameters: string[];
  /** By `in.name` (`query.page`, `header.x-foo`: header names in lower case). */
  parameters: Map<string, JsonObject>;
  requestBody?: JsonObject;
  responses: JsonObject;
  deprecated: boolean;
};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

/** '/v2' of `https://{host}/v2`, '' when the document names no server path. */
function serverBasePath(document: JsonObject): string {
  const servers = document.servers;
  const first = Array.isArray(servers) ? asObject(servers[0]) : {};
  const url = typeof first.url === 'string' ? first.url : '';
  return url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/\/+$/, '');
}

function templateKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '') || '/'}`;
}

function parameterKey(parameter: JsonObject): string | undefined {
  if (typeof parameter.name !== 'string' || typeof parameter.in !== 'string') return undefined;
  return `${parameter.in}.${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
}

function parametersOf(pathItem: JsonObject, operation: JsonObject): Map<string, JsonObject> {
  const parameters = new Map<string, JsonObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const parameter = asObject(item);
      const key = parameterKey(parameter);
      if (key) parameters.set(key, parameter);
    }
  }
  return parameters;
}

export function operationsOf(contractDocument: ContractDocument): Operation[] {
  const { file, document } = contractDocument;
  const basePath = serverBasePath(document);
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(asObject(document.paths))) {
    const pathItem = asObject(rawItem);
    for (const method of METHODS) {
      if (!isObject(pathItem[method])) continue;
      const operation = asObject(pathItem[method]);
      const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
      operations.push({
        ref: { file, ...(operationId ? { operationId } : {}), method, path },
        key: templateKey(method, basePath + path),
        bareKey: templateKey(method, path),
        pathParameters: [...path.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? ''),
        parameters: parametersOf(pathItem, operation),
        ...(isObject(operation.requestBody) ? { requestBody: operation.requestBody } : {}),
        responses: asObject(operation.responses),
        deprecated: operation.deprecated === true,
      });
    }
  }
  return operations;
}

export type OperationPair = { base: Operation; head: Operation; matchedBy: 'operationId' | 'path' };

/**
 * Pairs the operations of two contracts by the keys given, in order: each key pairs what the
 * earlier ones left, and only where it names one operation on each side.
 */
export function pairOperations(
  base: Operation[],
  head: Operation[],
  keys: ('operationId' | 'key' | 'bareKey')[],
): { pairs: OperationPair[]; onlyBase: Operation[]; onlyHead: Operation[] } {
  const pairs: OperationPair[] = [];
  let leftBase = [...base];
  let leftHead = [...head];
  for (const keyName of keys) {
    const keyOf = (operation: Operation) => (keyName === 'operationId' ? operation.ref.operationId : operation[keyName]);
    const group = (operations: Operation[]) => {
      const groups = new Map<string, Operation[]>();
      for (const operation of operations) {
        const key = keyOf(operation);
        if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), operation]);
      }
      return groups;
    };
    const headGroups = group(leftHead);
    const paired = new Set<Operation>();
    for (const [key, bases] of group(leftBase)) {
      const heads = headGroups.get(key) ?? [];
      // The same operationId in several files: pair within the file of the same name.
      const candidates =
        bases.length === 1 && heads.length === 1
          ? [[bases[0], heads[0]] as const]
          : bases.flatMap((one) => {
              const same = heads.filter((other) => fileStem(other.ref.file) === fileStem(one.ref.file));
              return same.length === 1 ? [[one, same[0]] as const] : [];
            });
      for (const [one, other] of candidates) {
        if (!one || !other || paired.has(one) || paired.has(other)) continue;
        pairs.push({ base: one, head: other, matchedBy: keyName === 'operationId' ? 'operationId' : 'path' });
        paired.add(one).add(other);
      }
    }
    leftBase = leftBase.filter((operation) => !paired.has(operation));
    leftHead = leftHead.filter((operation) => !paired.has(operation));
  }
  return { pairs, onlyBase: leftBase, onlyHead: leftHead };
}

/** `main-api` of `main-api.yaml`, `contract/main-api.json`. */
function fileStem(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.(ya?ml|json)$/i, '');
}

/**
 * When one side is a single document (a file, a URL, their OpenAPI) and the other the whole
 * contract, only the documents of the other side that correspond to it are compared: the one of
 * the same name, else those sharing an operation with it.
 */
export function documentsInScope(single: ContractSet, whole: ContractSet): ContractDocument[] {
  if (single.documents.length !== 1 || whole.documents.length === 1) return whole.documents;
  const [only] = single.documents;
  if (!only) return whole.documents;
  const sameName = whole.documents.filter((document) => fileStem(document.file) === fileStem(only.file));
  if (sameName.length === 1) return sameName;
  const theirs = operationsOf(only);
  const ids = new Set(theirs.flatMap((operation) => (operation.ref.operationId ? [operation.ref.operationId] : [])));
  const keys = new Set(theirs.flatMap((operation) => [operation.key, operation.bareKey]));
  const sharing = whole.documents.filter((document) =>
    operationsOf(document).some(
      (operation) => (operation.ref.operationId && ids.has(operation.ref.operationId)) || keys.has(operation.key) || keys.has(operation.bareKey),
    ),
  );
  return sharing.length > 0 ? sharing : whole.documents;
}
