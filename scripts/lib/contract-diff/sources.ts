import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { Dereferencer, UnresolvedReference } from './resolve';
import { readTar } from './tar';
import type { ContractDocument, ContractSet, Json, JsonObject } from './types';

/** Input the diff cannot use: the command prints the one-line message and exits 2. */
export class ContractSourceError extends Error {
  override name = 'ContractSourceError';
}

export type SourceOptions = {
  /** Where a relative path and a git ref are looked up; the project root by default. */
  cwd?: string;
  /** The contract folder inside the repository, for a git ref (`openapi`). */
  contractFolder?: string;
  /** Time limit of a URL, in milliseconds. */
  timeoutMs?: number;
};

const DOCUMENT_FILE = /\.(ya?ml|json)$/i;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'reports', 'coverage']);
const MAX_DEPTH = 4;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function parseText(text: string, name: string): unknown {
  try {
    return parse(text, { maxAliasCount: 1000 });
  } catch (error) {
    throw new ContractSourceError(`${name} is not YAML or JSON: ${firstLine(error)}`);
  }
}

/** Whether a parsed file is an OpenAPI 3 document; Swagger 2 is refused by name. */
function openApiVersion(parsed: unknown, name: string): boolean {
  if (!isObject(parsed)) return false;
  if (typeof parsed.swagger === 'string') throw new ContractSourceError(`${name} is Swagger ${parsed.swagger}: only OpenAPI 3 documents can be compared`);
  return typeof parsed.openapi === 'string' && parsed.openapi.startsWith('3.');
}

/** One document with every $ref resolved; a reference that does not resolve is named. */
function bundleDocument(absolutePath: string, file: string): ContractDocument {
  let resolved: Json;
  try {
    resolved = new Dereferencer(absolutePath).document();
  } catch (error) {
    if (error instanceof UnresolvedReference) throw new ContractSourceError(error.message);
    throw new ContractSourceError(`${file}: ${firstLine(error)}`);
  }
  if (!isObject(resolved)) throw new ContractSourceError(`${file} is not an OpenAPI document`);
  return { file, document: resolved };
}

type Candidate = { absolutePath: string; relative: string };

/**
 * The OpenAPI documents in a folder, at the shallowest depth that has any (openapi/*.yaml, not
 * the pieces they reference in openapi/main-api/): one level at a time, so deeper files are
 * never parsed once a level has documents.
 */
function documentsInFolder(folder: string): Candidate[] {
  let level = [folder];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth++) {
    const found: Candidate[] = [];
    const next: string[] = [];
    for (const directory of level) {
      for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        const absolutePath = path.join(directory, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) next.push(absolutePath);
          continue;
        }
        if (!entry.isFile() || !DOCUMENT_FILE.test(entry.name)) continue;
        const relative = path.relative(folder, absolutePath);
        let parsed: unknown;
        try {
          parsed = parse(readFileSync(absolutePath, 'utf8'));
        } catch {
          continue;
        }
        if (openApiVersion(parsed, relative)) found.push({ absolutePath, relative });
      }
    }
    if (found.length > 0) return found;
    level = next;
  }
  return [];
}

function loadFolder(folder: string, name: string): ContractDocument[] {
  const candidates = documentsInFolder(folder);
  if (candidates.length === 0) throw new ContractSourceError(`${name} holds no OpenAPI 3 document`);
  const documents: ContractDocument[] = [];
  for (const candidate of candidates) documents.push(bundleDocument(candidate.absolutePath, path.basename(candidate.relative)));
  return documents;
}

function loadFile(file: string, name: string): ContractDocument[] {
  const parsed = parseText(readFileSync(file, 'utf8'), name);
  if (!openApiVersion(parsed, name)) throw new ContractSourceError(`${name} is not an OpenAPI 3 document (no openapi: 3.x field)`);
  return [bundleDocument(file, path.basename(file))];
}

/** Writes archive entries under a temporary folder (never outside it) and loads the documents found there. */
function loadArchive(archive: Buffer, name: string, subfolder?: string): ContractDocument[] {
  let entries;
  try {
    entries = readTar(archive);
  } catch (error) {
    throw new ContractSourceError(`${name} is not a tarball: ${firstLine(error)}`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'contract-diff-'));
  try {
    for (const entry of entries) {
      const target = path.resolve(folder, entry.name);
      if (!target.startsWith(folder + path.sep)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, entry.content);
    }
    const root = subfolder ? path.join(folder, subfolder) : folder;
    if (!existsSync(root)) throw new ContractSourceError(`${name} has no ${subfolder} folder`);
    return loadFolder(root, name);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function git(args: string[], cwd: string): Buffer | undefined {
  try {
    return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** The commit a ref names in the repository around `cwd`, or undefined when it names none. */
export function resolveCommit(ref: string, cwd: string): string | undefined {
  if (ref.startsWith('-')) return undefined;
  return (
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)
      ?.toString()
      .trim() || undefined
  );
}

function loadGitRef(ref: string, commit: string, cwd: string, contractFolder: string): ContractDocument[] {
  const top = git(['rev-parse', '--show-toplevel'], cwd)?.toString().trim() ?? cwd;
  const inside = path.relative(top, path.resolve(cwd, contractFolder)).split(path.sep).join('/');
  const archive = git(['archive', '--format=tar', commit, '--', inside], top);
  if (!archive || archive.length === 0) throw new ContractSourceError(`git ref ${ref} has no ${inside}/ folder`);
  return loadArchive(archive, `git ref ${ref}`, inside);
}

async function loadUrl(url: string, timeoutMs: number): Promise<ContractDocument[]> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : firstLine(error);
    throw new ContractSourceError(`cannot reach ${url}: ${cause}`);
  }
  if (!response.ok) throw new ContractSourceError(`${url} answered ${response.status} ${response.statusText}`.trim());
  const body = Buffer.from(await response.arrayBuffer());
  if (body[0] === 0x1f && body[1] === 0x8b) return loadArchive(body, url);
  const name = path.basename(new URL(url).pathname) || 'openapi.yaml';
  const folder = mkdtempSync(path.join(tmpdir(), 'contract-diff-'));
  try {
    const file = path.join(folder, DOCUMENT_FILE.test(name) ? name : `${name}.yaml`);
    writeFileSync(file, body);
    const parsed = parseText(body.toString('utf8'), url);
    if (!openApiVersion(parsed, url)) throw new ContractSourceError(`${url} is not an OpenAPI 3 document (no openapi: 3.x field)`);
    return [bundleDocument(file, path.basename(file))];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A contract from a folder, a file (YAML or JSON, one document or the project's multi-file
 * layout), a tarball (.tgz of the contract package, or any holding OpenAPI documents), an http(s)
 * URL or a git ref (its `openapi/` folder). A path that exists wins over a ref of the same name.
 * Bad input throws a ContractSourceError with a one-line message.
 */
export async function loadContractSource(source: string, options: SourceOptions = {}): Promise<ContractSet> {
  const cwd = options.cwd ?? process.cwd();
  if (/^https?:\/\//i.test(source)) {
    return { source, kind: 'URL', documents: await loadUrl(source, options.timeoutMs ?? 15_000) };
  }
  const absolute = path.resolve(cwd, source);
  if (existsSync(absolute)) {
    if (statSync(absolute).isDirectory()) return { source, kind: 'folder', documents: loadFolder(absolute, source) };
    const head = readFileSync(absolute).subarray(0, 2);
    if ((head[0] === 0x1f && head[1] === 0x8b) || /\.(tgz|tar\.gz|tar)$/i.test(absolute)) {
      return { source, kind: 'tarball', documents: loadArchive(readFileSync(absolute), source) };
    }
    return { source, kind: 'file', documents: loadFile(absolute, source) };
  }
  const commit = resolveCommit(source, cwd);
  if (commit) {
    const documents = loadGitRef(source, commit, cwd, options.contractFolder ?? 'openapi');
    return { source, kind: `git ref, commit ${commit.slice(0, 7)}`, documents };
  }
  throw new ContractSourceError(`${source}: no file, folder, URL or git ref of that name`);
}

/** A contract built from documents already in memory (the tests', or a caller's). */
export function contractFromDocuments(source: string, documents: Record<string, JsonObject>): ContractSet {
  return { source, kind: 'documents', documents: Object.entries(documents).map(([file, document]) => ({ file, document })) };
}
