import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadDereferencedContract } from '../generate';
import type { RawDocument } from './contract-operations';

/**
 * Where the conformance command finds the contract: here openapi/ of the site. The contract
 * package puts scripts/contract-package/contract-files.ts in this module's place (the same
 * exports), so that its command reads the files bundled into the package.
 */
const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../openapi');

/** How the conformance command is run, for its usage line. */
export const CHECK_COMMAND = 'npm run contract:check --';
/** The conformance command's name in its summary line and reports. */
export const CHECK_NAME = 'contract:check';
/** How the diff command is named in its usage line. */
export const DIFF_COMMAND = 'npm run contract:diff --';

/** The contract's one version (openapi/contract.json): the package's, and every bundled file's info.version. */
export function contractVersion(): { name: string; version: string } {
  return JSON.parse(readFileSync(path.join(CONTRACT_DIR, 'contract.json'), 'utf8')) as { name: string; version: string };
}

/** Every contract file of openapi/ (file names such as 'main-api.yaml'), main-api first. */
export function contractFileNames(): string[] {
  const files = readdirSync(CONTRACT_DIR).filter((name) => /\.ya?ml$/.test(name));
  return files.sort((a, b) => Number(b === 'main-api.yaml') - Number(a === 'main-api.yaml') || a.localeCompare(b));
}

export function contractPath(file: string): string {
  return path.join(CONTRACT_DIR, path.basename(file));
}

/**
 * The path part of the file's first server URL ('/v2' for 'https://{host}/v2'), '' when none.
 * The host is a server variable in every file, so it is cut off before the URL is parsed.
 */
export function serverBasePath(file: string): string {
  const document = parse(readFileSync(contractPath(file), 'utf8')) as { servers?: { url?: string }[] };
  const url = document.servers?.[0]?.url ?? '';
  const withoutOrigin = url.replace(/^[a-z]+:\/\/[^/]*/i, '');
  return withoutOrigin.replace(/\/+$/, '');
}

/** The file with every $ref resolved, as the conformance command reads it. */
export function loadContractDocument(file: string): Promise<RawDocument> {
  return loadDereferencedContract(contractPath(file));
}
