import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { RawDocument } from '../lib/contract-operations';

/**
 * scripts/lib/contract-files.ts as the contract package has it: scripts/contract-pack.ts bundles
 * this module in that one's place, so the package's command reads the contract files of the
 * package (written already bundled, every $ref resolved) and never openapi/ of the site. The same
 * exports, and it runs only bundled, from <package>/dist/.
 */
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const CONTRACT_DIR = path.join(PACKAGE_DIR, 'openapi');

export const CHECK_COMMAND = 'bait-contract check';
/** The conformance command's name in its summary line and reports. */
export const CHECK_NAME = 'bait-contract check';
/** How the diff command is named in its usage line. */
export const DIFF_COMMAND = 'bait-contract diff';

export function contractVersion(): { name: string; version: string } {
  return JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { name: string; version: string };
}

export function contractFileNames(): string[] {
  const files = readdirSync(CONTRACT_DIR).filter((name) => /\.ya?ml$/.test(name));
  return files.sort((a, b) => Number(b === 'main-api.yaml') - Number(a === 'main-api.yaml') || a.localeCompare(b));
}

export function contractPath(file: string): string {
  return path.join(CONTRACT_DIR, path.basename(file));
}

function readDocument(file: string): RawDocument & { servers?: { url?: string }[] } {
  return parse(readFileSync(contractPath(file), 'utf8')) as RawDocument & { servers?: { url?: string }[] };
}

export function serverBasePath(file: string): string {
  const url = readDocument(file).servers?.[0]?.url ?? '';
  return url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/\/+$/, '');
}

export function loadContractDocument(file: string): Promise<RawDocument> {
  return Promise.resolve(readDocument(file));
}
