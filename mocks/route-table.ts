import type { OperationDefinition } from './engine/types';

/** How many matched addresses the table remembers (a path with an identifier in it makes one per identifier). */
const KNOWN_ADDRESSES = 2000;

/** One operation, matched as MSW matches its handler path (a star, then the contract path). */
type Route = { operation: OperationDefinition; pattern: RegExp; names: string[] };

export type RouteMatch = { operation: OperationDefinition; params: Record<string, string> };

/** path-to-regexp's escaping of literal text (what MSW compiles its handler paths with). */
function escapeLiteral(text: string): string {
  return text.replace(/([.+*?=^!:${}()[\]|/\\])/g, '\\$1');
}

/**
 * The regular expression path-to-regexp 6 builds, with MSW defaults, for a star then /a/:id/b: any
 * prefix (the origin, or a base path before the contract's path, as param "0"), one segment per
 * parameter, an optional trailing slash, case-insensitive.
 */
function compile(contractPath: string): { pattern: RegExp; names: string[] } {
  const names = ['0'];
  let source = '^(?:(.*))';
  let rest = contractPath;
  for (let match = /\{([^}]+)\}/.exec(rest); match; match = /\{([^}]+)\}/.exec(rest)) {
    const literal = rest.slice(0, match.index);
    const prefix = literal.endsWith('/') ? literal.slice(0, -1) : literal;
    source += `${escapeLiteral(prefix)}(?:${literal.endsWith('/') ? '\\/' : ''}([^\\/#\\?]+?))`;
    names.push(match[1] ?? '');
    rest = rest.slice(match.index + match[0].length);
  }
  source += `${escapeLiteral(rest)}[\\/#\\?]?$`;
  return { pattern: new RegExp(source, 'i'), names };
}

/**
 * The operations by method, in the order of MSW's handler list, compiled once: the mock server
 * finds a request's operation without running MSW's per-request matching of every handler.
 * The first operation whose path matches wins, as in MSW.
 */
export function buildRouteTable(operations: readonly OperationDefinition[]): (method: string, cleanUrl: string) => RouteMatch | undefined {
  const byMethod = new Map<string, Route[]>();
  for (const operation of operations) {
    const method = operation.method.toUpperCase();
    const routes = byMethod.get(method) ?? [];
    routes.push({ operation, ...compile(operation.path) });
    byMethod.set(method, routes);
  }
  // A team's clients ask for the same few addresses again and again: each is matched once.
  const known = new Map<string, RouteMatch | undefined>();
  const find = (method: string, cleanUrl: string): RouteMatch | undefined => {
    const routes = byMethod.get(method);
    if (!routes) return undefined;
    for (const route of routes) {
      const match = route.pattern.exec(cleanUrl);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        const value = match[index + 1];
        if (value !== undefined) params[name] = decodeURIComponent(value);
      });
      return { operation: route.operation, params };
    }
    return undefined;
  };
  return (method, cleanUrl) => {
    const upper = method.toUpperCase();
    const key = `${upper} ${cleanUrl}`;
    let match = known.get(key);
    if (match === undefined && !known.has(key)) {
      match = find(upper, cleanUrl);
      if (known.size >= KNOWN_ADDRESSES) known.clear();
      known.set(key, match);
    }
    return match && { operation: match.operation, params: { ...match.params } };
  };
}
