import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRelease, compareVersions } from '../../scripts/lib/contract-diff/release';

let root: string;
/** The commit of the first release. */
let first = '';

function git(...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: root })
    .toString()
    .trim();
}

function commit(message: string): string {
  git('add', '-A');
  git('commit', '--no-verify', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

/** A one-operation contract; `extra` adds request properties (required when asked). */
function writeContract(extra: Record<string, boolean> = {}): void {
  const properties = Object.keys(extra).map((name) => `          ${name}: { type: string }`);
  const required = ['nombre', ...Object.keys(extra).filter((name) => extra[name])];
  writeFileSync(
    path.join(root, 'openapi/api.yaml'),
    `openapi: 3.1.0
info: { title: test, version: 1.0.0 }
paths:
  /contacto:
    post:
      operationId: createContact
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [${required.join(', ')}]
              properties:
                nombre: { type: string }
${properties.map((line) => `      ${line}`).join('\n')}
      responses:
        '200': { description: ok }
`,
  );
}

function setVersion(version: string): void {
  const file = path.join(root, 'openapi/contract.json');
  const contract = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...contract, version }, null, 2));
}

const contractJson = () => JSON.parse(readFileSync(path.join(root, 'openapi/contract.json'), 'utf8')) as { released?: { version: string; commit: string } };
const changelog = () => readFileSync(path.join(root, 'docs/contract/CHANGELOG.md'), 'utf8');
const DATE = '2026-12-02';

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'contract-release-'));
  mkdirSync(path.join(root, 'openapi'));
  git('init', '-q');
  writeContract();
  writeFileSync(path.join(root, 'openapi/contract.json'), JSON.stringify({ name: 'bait-contract', version: '1.0.0' }, null, 2));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('compareVersions', () => {
  it('orders semantic versions, a pre-release before its release', () => {
    expect(['1.10.0', '1.0.0', '1.0.0-rc.2', '1.0.0-rc.10', '1.9.1', '2.0.0-alpha'].sort(compareVersions)).toEqual([
      '1.0.0-rc.2',
      '1.0.0-rc.10',
      '1.0.0',
      '1.9.1',
      '1.10.0',
      '2.0.0-alpha',
    ]);
  });
});

describe('checkRelease (run by contract:pack), one release after another in a scratch repository', () => {
  it('records the first release, with its commit, and starts the changelog', async () => {
    first = commit('contract 1.0.0');
    const verdict = await checkRelease({ root, date: DATE });
    expect(verdict).toMatchObject({ version: '1.0.0', bump: 'first', errors: [], warnings: [], recorded: true });
    expect(contractJson().released).toEqual({ version: '1.0.0', commit: first });
    expect(changelog()).toContain('## 1.0.0 (2026-12-02)\n\nFirst release: 1 operation in 1 contract file.\n');
    commit('release 1.0.0');
  });

  it('repacks the same version of the same contract without a word', async () => {
    expect(await checkRelease({ root, date: DATE })).toMatchObject({ bump: 'same', errors: [], warnings: [], recorded: false });
  });

  it('warns when the contract changed compatibly under the same version', async () => {
    writeContract({ apellido: false });
    const verdict = await checkRelease({ root, date: DATE });
    expect(verdict.errors).toEqual([]);
    expect(verdict.warnings).toEqual([
      'the contract changed since 1.0.0 was released (1 change: 0 breaking for servers, 0 breaking for the site, 1 compatible): raise the version before releasing it',
    ]);
  });

  it('refuses a breaking change without a new major version', async () => {
    writeContract({ apellido: true });
    setVersion('1.1.0');
    const verdict = await checkRelease({ root, date: DATE });
    expect(verdict.bump).toBe('minor');
    expect(verdict.errors).toHaveLength(1);
    expect(verdict.errors[0]).toMatch(
      /^1 breaking change since 1\.0\.0 needs a new major version, not 1\.1\.0 \(first: createContact \(POST \/contacto\): request property body\.apellido: added, required\); see npm run contract:diff -- --base [0-9a-f]{12}$/,
    );
    expect(verdict.recorded).toBe(false);
  });

  it('refuses a version that goes backwards', async () => {
    setVersion('0.9.0');
    expect((await checkRelease({ root, date: DATE })).errors).toEqual(['version 0.9.0 goes backwards: 1.0.0 is already released']);
  });

  it('does not record a release whose contract is not committed', async () => {
    setVersion('2.0.0');
    const verdict = await checkRelease({ root, date: DATE });
    expect(verdict).toMatchObject({ bump: 'major', errors: [], recorded: false });
    expect(verdict.warnings).toEqual([
      'release 2.0.0 not recorded: commit the contract (openapi/) first, then pack again, so the record names the commit it packed',
    ]);
    expect(verdict.entry).toContain(
      '### Breaking for servers\n\n- api.yaml: createContact (POST /contacto): request property body.apellido: added, required\n',
    );
  });

  it('records a new major version with its changes, after the first', async () => {
    const second = commit('contract 2.0.0');
    const verdict = await checkRelease({ root, date: '2026-12-03' });
    expect(verdict).toMatchObject({ errors: [], warnings: [], recorded: true });
    expect(contractJson().released).toEqual({ version: '2.0.0', commit: second });
    const text = changelog();
    expect(text.indexOf('## 1.0.0')).toBeLessThan(text.indexOf('## 2.0.0 (2026-12-03)'));
    expect(text).toContain(`Changes since 1.0.0 (commit ${first.slice(0, 7)}): 1 change: 1 breaking for servers, 0 breaking for the site, 0 compatible.`);
    commit('release 2.0.0');
  });

  it('finds the released contract through the commit that recorded it when the recorded commit is gone (a squash merge)', async () => {
    const file = path.join(root, 'openapi/contract.json');
    writeFileSync(file, JSON.stringify({ name: 'bait-contract', version: '2.0.0', released: { version: '2.0.0', commit: 'f'.repeat(40) } }, null, 2));
    commit('squashed release 2.0.0');
    expect(await checkRelease({ root, date: DATE })).toMatchObject({ bump: 'same', errors: [], warnings: [] });
  });
  it('repacks the released version where its commit is not in the clone (a shallow one), but makes no new release there', async () => {
    const file = path.join(root, 'openapi/contract.json');
    writeFileSync(file, JSON.stringify({ name: 'bait-contract', version: '2.0.0', released: { version: '2.0.0', commit: 'e'.repeat(40) } }, null, 2));
    const same = await checkRelease({ root, date: DATE, record: false });
    expect(same).toMatchObject({ bump: 'same', errors: [] });
    expect(same.warnings).toEqual([expect.stringMatching(/^changes since release 2\.0\.0 not checked: its commit eeeeeeeeeeee is not in this clone/)]);
    setVersion('3.0.0');
    const next = await checkRelease({ root, date: DATE, record: false });
    expect(next.errors).toEqual([expect.stringMatching(/is not in this clone; fetch the whole history/)]);
  });
});
