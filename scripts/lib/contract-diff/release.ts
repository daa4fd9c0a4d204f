import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { diffContracts } from './diff';
import { operationsOf } from './operations';
import { loadContractSource, resolveCommit } from './sources';
import { changesOfClass, diffSummary, isBreaking, operationLabel, plural, type Change, type ContractDiff, type SiteUsage } from './types';
import { readSiteUsage } from './usage';

/**
 * Versions of the contract package. `openapi/contract.json` holds the version the next pack makes
 * (`version`) and the last release (`released`: its version and the commit whose `openapi/` it
 * packed), so the base of the next comparison is in every full clone. `docs/contract/CHANGELOG.md`
 * gets one entry per new version, oldest first.
 */

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTRACT_FILE = 'openapi/contract.json';
const CHANGELOG_FILE = 'docs/contract/CHANGELOG.md';
/** What a release packs: the contract documents, not the version file nor the generated usage map. */
const CONTRACT_PATHS = ['openapi', ':!openapi/contract.json', ':!openapi/site-usage.json'];

type ReleasedRecord = { version: string; commit: string };

export type ReleaseOptions = {
  /** The project root (the repository holding openapi/ and docs/); this project by default. */
  root?: string;
  /** The usage map; by default `openapi/site-usage.json` when present. */
  usage?: SiteUsage;
  /**
   * Write the release when the version is new: append the entry to the changelog and move
   * `released` to this version and the current commit. Default true; false only checks. Needs the
   * contract committed (the record names the commit whose openapi/ it packed); when it is not, the
   * release is not recorded and a warning says so.
   */
  record?: boolean;
  /** The entry's date, YYYY-MM-DD; today by default. */
  date?: string;
};

export type ReleaseVerdict = {
  /** The version being packed (`version` of openapi/contract.json). */
  version: string;
  /** The last release, as recorded before this call. */
  released?: ReleasedRecord;
  /** How the version moved from the last release. */
  bump: 'first' | 'same' | 'patch' | 'minor' | 'major' | 'backwards';
  /** The changes since the last release (absent for the first). */
  diff?: ContractDiff;
  /** Why the pack must stop, one line each; empty when it may go on. */
  errors: string[];
  /** What the pack should print and may go past. */
  warnings: string[];
  /** The changelog entry for a new version. */
  entry?: string;
  /** Whether the changelog and the release record were written. */
  recorded: boolean;
};

type Semver = { major: number; minor: number; patch: number; prerelease: string[] };

function parseSemver(version: string): Semver | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version);
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), prerelease: match[4] ? match[4].split('.') : [] };
}

/** Semantic-version order: negative when a comes first. */
export function compareVersions(a: string, b: string): number {
  const x = parseSemver(a);
  const y = parseSemver(b);
  if (!x || !y) throw new Error(`not a semantic version: ${!x ? a : b}`);
  for (const key of ['major', 'minor', 'patch'] as const) if (x[key] !== y[key]) return x[key] - y[key];
  if (x.prerelease.length === 0 || y.prerelease.length === 0) return y.prerelease.length - x.prerelease.length;
  for (let index = 0; index < Math.max(x.prerelease.length, y.prerelease.length); index++) {
    const [p, q] = [x.prerelease[index], y.prerelease[index]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    const numeric = /^\d+$/;
    if (numeric.test(p) && numeric.test(q)) return Number(p) - Number(q);
    if (numeric.test(p) !== numeric.test(q)) return numeric.test(p) ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

function bumpOf(released: string, version: string): ReleaseVerdict['bump'] {
  const order = compareVersions(version, released);
  if (order === 0) return 'same';
  if (order < 0) return 'backwards';
  const [x, y] = [parseSemver(released), parseSemver(version)];
  if (!x || !y) return 'backwards';
  if (y.major > x.major) return 'major';
  return y.minor > x.minor ? 'minor' : 'patch';
}

/** Whether the bump may carry breaking changes: a new major, or a new minor while the major is 0. */
function allowsBreaking(released: string, version: string, bump: ReleaseVerdict['bump']): boolean {
  return bump === 'major' || (bump === 'minor' && parseSemver(released)?.major === 0 && parseSemver(version)?.major === 0);
}

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

type ContractFile = { name?: string; version?: unknown; released?: { version?: unknown; commit?: unknown } } & Record<string, unknown>;

function readContractFile(root: string): ContractFile {
  return JSON.parse(readFileSync(path.join(root, CONTRACT_FILE), 'utf8')) as ContractFile;
}

function releasedOf(contract: ContractFile): ReleasedRecord | undefined {
  const released = contract.released;
  if (!released || typeof released.version !== 'string' || typeof released.commit !== 'string') return undefined;
  return { version: released.version, commit: released.commit };
}

/**
 * The commit holding the released contract. When the recorded one is gone from this clone (a
 * squash merge dropped it), the commit that brought the record in stands for it.
 */
function releasedCommit(record: ReleasedRecord, root: string): string | undefined {
  return resolveCommit(record.commit, root) ?? (git(['log', '-1', '--format=%H', `-S${record.commit}`, '--', CONTRACT_FILE], root) || undefined);
}

function changeLine(change: Change): string {
  return `- ${change.operation.file}: ${operationLabel(change.operation)}: ${change.message}`;
}

function entryOf(
  version: string,
  date: string,
  released: ReleasedRecord | undefined,
  diff: ContractDiff | undefined,
  operations: number,
  files: number,
): string {
  const lines = [`## ${version} (${date})`, ''];
  if (!released || !diff) {
    lines.push(`First release: ${plural(operations, 'operation')} in ${plural(files, 'contract file')}.`, '');
    return lines.join('\n');
  }
  lines.push(`Changes since ${released.version} (commit ${released.commit.slice(0, 7)}): ${diffSummary(diff)}.`, '');
  for (const [title, changes] of [
    ['Breaking for servers', changesOfClass(diff, 'breaking-server')],
    ['Breaking for the site', changesOfClass(diff, 'breaking-site')],
    ['Compatible', changesOfClass(diff, 'compatible')],
  ] as const) {
    if (changes.length > 0) lines.push(`### ${title}`, '', ...changes.map(changeLine), '');
  }
  return lines.join('\n');
}

const CHANGELOG_HEADER = `# Contract changelog

The versions of the contract package (\`openapi/contract.json\`), oldest first. \`npm run
contract:pack\` appends an entry when it packs a new version, and records that release in
\`openapi/contract.json\` (\`released\`: the version and the commit whose \`openapi/\` it packed). A
breaking change needs a new major version. To see the changes since a version with the usage map's
notes, run \`npm run contract:diff -- --base <its commit>\`.
`;

function appendEntry(root: string, version: string, entry: string): void {
  const file = path.join(root, CHANGELOG_FILE);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : CHANGELOG_HEADER;
  if (new RegExp(`^## ${version.replace(/[.+]/g, '\\$&')} `, 'm').test(current)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${current.trimEnd()}\n\n${entry.trimEnd()}\n`);
}

/**
 * Checks the version about to be packed against the last release, for `contract:pack`:
 * - refuses a version that is not semantic or goes backwards;
 * - refuses a breaking change (for servers or the site) without a new major version (or a new
 *   minor while the major is 0);
 * - warns when the contract changed compatibly under the same version;
 * - for a new version, returns the changelog entry and, unless `record` is false, appends it to
 *   docs/contract/CHANGELOG.md and records the release in openapi/contract.json.
 * Never throws for a refusal: the pack prints `errors` and exits 1 when there are any.
 */
export async function checkRelease(options: ReleaseOptions = {}): Promise<ReleaseVerdict> {
  const root = options.root ?? PROJECT_ROOT;
  const contract = readContractFile(root);
  const version = typeof contract.version === 'string' ? contract.version : '';
  const released = releasedOf(contract);
  const verdict: ReleaseVerdict = { version, ...(released ? { released } : {}), bump: released ? 'same' : 'first', errors: [], warnings: [], recorded: false };
  if (!parseSemver(version)) {
    verdict.errors.push(`${CONTRACT_FILE}: version ${JSON.stringify(contract.version)} is not a semantic version (1.2.3)`);
    return verdict;
  }
  if (released && !parseSemver(released.version)) {
    verdict.errors.push(`${CONTRACT_FILE}: released.version ${released.version} is not a semantic version`);
    return verdict;
  }
  if (released) {
    verdict.bump = bumpOf(released.version, version);
    if (verdict.bump === 'backwards') {
      verdict.errors.push(`version ${version} goes backwards: ${released.version} is already released`);
      return verdict;
    }
    if (git(['rev-parse', '--is-inside-work-tree'], root) !== 'true') {
      verdict.warnings.push(`changes not checked against release ${released.version}: ${root} is not a git checkout`);
      return verdict;
    }
  }
  const head = await loadContractSource(path.join(root, 'openapi'), { cwd: root });
  const usage = options.usage ?? readSiteUsage(path.join(root, 'openapi/site-usage.json'));
  if (released) {
    const commit = releasedCommit(released, root);
    if (!commit) {
      // Packing the released version again makes no release: a shallow clone (a CI's) may still pack it.
      if (verdict.bump === 'same') {
        verdict.warnings.push(
          `changes since release ${released.version} not checked: its commit ${released.commit.slice(0, 12)} is not in this clone (git fetch --unshallow)`,
        );
        return verdict;
      }
      verdict.errors.push(
        `the commit of release ${released.version} (${released.commit}) is not in this clone; fetch the whole history (git fetch --unshallow)`,
      );
      return verdict;
    }
    const base = await loadContractSource(commit, { cwd: root });
    const diff = diffContracts({ ...base, source: `release ${released.version}` }, { ...head, source: 'openapi/' }, usage);
    verdict.diff = diff;
    const breaking = diff.changes.filter(isBreaking);
    if (breaking.length > 0 && !allowsBreaking(released.version, version, verdict.bump)) {
      const first = breaking[0];
      verdict.errors.push(
        `${plural(breaking.length, 'breaking change')} since ${released.version} ${breaking.length === 1 ? 'needs' : 'need'} a new major version, not ${version}` +
          (first ? ` (first: ${operationLabel(first.operation)}: ${first.message}); see npm run contract:diff -- --base ${released.commit.slice(0, 12)}` : ''),
      );
      return verdict;
    }
    if (verdict.bump === 'same') {
      if (diff.changes.length > 0)
        verdict.warnings.push(`the contract changed since ${version} was released (${diffSummary(diff)}): raise the version before releasing it`);
      return verdict;
    }
  }
  const operations = head.documents.flatMap(operationsOf).length;
  verdict.entry = entryOf(version, options.date ?? new Date().toISOString().slice(0, 10), released, verdict.diff, operations, head.documents.length);
  if (options.record === false) return verdict;
  const dirty = git(['status', '--porcelain', '--', ...CONTRACT_PATHS], root);
  const commit = git(['rev-parse', 'HEAD'], root);
  if (dirty === undefined || !commit) {
    verdict.warnings.push(`release ${version} not recorded: ${root} is not a git checkout`);
    return verdict;
  }
  if (dirty !== '') {
    verdict.warnings.push(`release ${version} not recorded: commit the contract (openapi/) first, then pack again, so the record names the commit it packed`);
    return verdict;
  }
  appendEntry(root, version, verdict.entry);
  writeFileSync(path.join(root, CONTRACT_FILE), `${JSON.stringify({ ...contract, released: { version, commit } }, null, 2)}\n`);
  verdict.recorded = true;
  return verdict;
}
