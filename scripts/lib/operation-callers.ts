import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OperationDefinition } from '../../mocks/engine/types';

/**
 * Which code calls an operation, found statically: the site's screens through the typed client,
 * the stand-ins of outside parties by their URLs. The conformance test (every operation has a
 * caller) and the usage map's check (every operation a screen calls is recorded) read it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

export type Source = { file: string; text: string };

export function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

const read = (file: string): Source => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') });

/** The site's own code: no generated client, no tests. */
export function siteSources(): Source[] {
  return filesUnder(path.join(ROOT, 'src'), (file) => /\.tsx?$/.test(file) && !/[\\/](generated|__tests__)[\\/]/.test(file) && !/\.test\.tsx?$/.test(file)).map(
    read,
  );
}

/** The stand-ins of outside parties, served in mock mode only. */
export function standInSources(): Source[] {
  return filesUnder(path.join(ROOT, 'mocks/public'), (file) => /\.(js|html)$/.test(file)).map(read);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A file of the site that names the contract's path as a string (`mainApi.POST('/api/...'`, or a
 * table of paths it passes to the client) and calls the typed client with its method.
 */
export function callsInSite(operation: Pick<OperationDefinition, 'method' | 'path'>, sources: readonly Source[]): string[] {
  const quotedPath = new RegExp(`['"\`]${escape(operation.path)}['"\`]`);
  const call = new RegExp(`\\.${operation.method.toUpperCase()}(?:<[^>]*>)?\\(`);
  return sources.filter((source) => quotedPath.test(source.text) && call.test(source.text)).map((source) => source.file);
}

/** A stand-in builds its URL by concatenation: each fixed piece of the path, in order, and the method. */
export function callsInStandIns(operation: Pick<OperationDefinition, 'method' | 'path'>, sources: readonly Source[]): string[] {
  const pieces = operation.path.split(/\{[^}]+\}/).filter((piece) => piece !== '');
  const method = operation.method.toUpperCase();
  return sources
    .filter((source) => {
      let from = 0;
      for (const piece of pieces) {
        const at = source.text.indexOf(piece, from);
        if (at < 0) return false;
        from = at + piece.length;
      }
      return method === 'GET' || new RegExp(`method:\\s*['"]${method}['"]`, 'i').test(source.text);
    })
    .map((source) => source.file);
}
