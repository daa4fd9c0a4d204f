import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Json, JsonObject } from './types';

/**
 * Resolves every $ref of a document (local, and relative files of the multi-file layout) into
 * one tree, as Redocly's bundle with `dereference` does, without Redocly: the contract package,
 * which may not carry the contract tooling, runs the same diff. A reference used twice is one
 * object; a recursive schema becomes a cycle, which the diff's walk stops at.
 */

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a JSON pointer (`/paths/~1x/get`, `#/components/schemas/A`), undefined when there is none. */
function atPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const raw of pointer.replace(/^#/, '').split('/').slice(1)) {
    let key = raw;
    try {
      key = decodeURIComponent(raw);
    } catch {
      // A bare % in a name: the name as written.
    }
    key = key.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/** A reference that does not resolve; its message names the reference and where it is. */
export class UnresolvedReference extends Error {}

export class Dereferencer {
  private readonly files = new Map<string, unknown>();
  private readonly resolved = new Map<string, Json>();
  private readonly following = new Set<string>();

  constructor(private readonly root: string) {}

  document(): Json {
    return this.value(this.load(this.root) as Json, this.root, '');
  }

  private load(file: string): unknown {
    if (!this.files.has(file)) this.files.set(file, parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }));
    return this.files.get(file);
  }

  private unresolved(ref: string, file: string, at: string, why = ''): UnresolvedReference {
    const where = file === this.root ? `#${at}` : `${path.basename(file)}#${at}`;
    return new UnresolvedReference(`${path.basename(this.root)}: cannot resolve the reference ${ref} at ${where}${why}`);
  }

  private value(node: Json, file: string, at: string): Json {
    if (Array.isArray(node)) return node.map((item, index) => this.value(item, file, `${at}/${index}`));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const target = this.reference(node.$ref, file, at);
      const siblings = Object.entries(node).filter(([key]) => key !== '$ref');
      // OpenAPI 3.1 lets a reference carry its own keywords (a description, nullable): they add to the target.
      if (siblings.length === 0 || !isObject(target)) return target;
      return { ...target, ...Object.fromEntries(siblings.map(([key, value]) => [key, this.value(value, file, `${at}/${escapeToken(key)}`)])) };
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) out[key] = this.value(value, file, `${at}/${escapeToken(key)}`);
    return out;
  }

  private reference(ref: string, file: string, at: string): Json {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? '' : ref.slice(hash + 1);
    if (/^[a-z][a-z0-9+.-]*:/i.test(filePart)) throw this.unresolved(ref, file, at, ' (references to other hosts are not followed)');
    const target = filePart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(filePart));
    const key = `${target}#${fragment}`;
    const done = this.resolved.get(key);
    if (done !== undefined) return done;
    let document: unknown;
    try {
      document = this.load(target);
    } catch {
      throw this.unresolved(ref, file, at);
    }
    const raw = fragment === '' ? document : atPointer(document, fragment);
    if (raw === undefined) throw this.unresolved(ref, file, at);
    if (isObject(raw) && typeof raw.$ref === 'string' && Object.keys(raw).length === 1) {
      if (this.following.has(key)) throw this.unresolved(ref, file, at, ' (it refers to itself)');
      this.following.add(key);
      const value = this.reference(raw.$ref, target, fragment);
      this.following.delete(key);
      this.resolved.set(key, value);
      return value;
    }
    if (isObject(raw) && typeof raw.$ref !== 'string') {
      // Registered before its members are resolved, so a schema that contains itself becomes a cycle.
      const out: JsonObject = {};
      this.resolved.set(key, out);
      for (const [name, value] of Object.entries(raw)) out[name] = this.value(value as Json, target, `${fragment}/${escapeToken(name)}`);
      return out;
    }
    const value = this.value(raw as Json, target, fragment);
    this.resolved.set(key, value);
    return value;
  }
}
