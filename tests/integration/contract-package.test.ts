import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BREACHED_OPERATIONS, startBreachedPaymentsServer } from './fixtures/breached-payments-server';
import { contractFileNames, contractVersion } from '../../scripts/lib/contract-files';
import { freePort } from '../../scripts/lib/free-port';

/**
 * The contract package as a backend team gets it: packed once for the file, installed from the
 * tarball with npm alone and offline into folders of their own, then run. Without Prism it is
 * `npm install --omit=optional`; the form with Prism points node_modules/@stoplight at the site's
 * installed Prism (a symlink) instead of downloading it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CHECKED_FILE = 'payments-api.yaml';
/** Enough valid cases to meet each breach of the breached server (its own test uses as many), few for the CPU. */
const CASES = '20';
const SEED = '7';

type Run = { exitCode: number; stdout: string; stderr: string };

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...process.env, REDOCLY_TELEMETRY: 'off' }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The lines of a check's console that say what it found, without times and ports: the same for the same findings. */
function findingsOf(output: string): string[] {
  return (
    output
      .split('\n')
      .filter((line) => /^\s+\[[\w.-]+ \d+\/\d+\] [✓✗!]|^\s+✗ |^\s+(warning|curl|-H|-d)\b|^(contract:check|bait-contract check) (PASSED|FAILED)/.test(line))
      // Each names the command its user ran in the summary line; the totals must be the same.
      .map((line) =>
        line
          .replace(/^(contract:check|bait-contract check) /, 'CHECK ')
          .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')
          .replace(/ in \d+\.\d s \(\d+ requests\/s\)$/, ''),
      )
  );
}

async function install(tarball: string, dir: string, withPrism: boolean): Promise<string> {
  await mkdir(dir, { recursive: true });
  const installed = await run('npm', ['install', '--omit=optional', '--offline', '--no-audit', '--no-fund', tarball], dir);
  expect(installed.exitCode, installed.stderr).toBe(0);
  if (withPrism) await symlink(path.join(ROOT, 'node_modules/@stoplight'), path.join(dir, 'node_modules/@stoplight'), 'dir');
  return path.join(dir, 'node_modules/.bin/bait-contract');
}

function startPackageMock(bin: string, port: number): Promise<ChildProcess> {
  const child = spawn(bin, ['mock'], { env: { ...process.env, MOCK_SERVER_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`bait-contract mock did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bait-contract mock exited with ${String(code)}:\n${output}`)));
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

describe('the contract package, installed from its tarball with npm alone', () => {
  let work: string;
  let tarball: string;
  let withoutPrism: string;
  let withPrism: string;
  let packageDir: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'contract-package-'));
    const packed = await run(TSX, ['scripts/contract-pack.ts', '--out', path.join(work, 'pack')], ROOT);
    expect(packed.exitCode, packed.stderr).toBe(0);
    const [name] = await readdir(path.join(work, 'pack'));
    tarball = path.join(work, 'pack', name ?? '');
    withoutPrism = await install(tarball, path.join(work, 'without-prism'), false);
    withPrism = await install(tarball, path.join(work, 'with-prism'), true);
    packageDir = path.join(work, 'without-prism/node_modules/bait-contract');
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('is named by the contract version and installs as one package: the contract and the command, nothing of the site', async () => {
    const { name, version } = contractVersion();
    expect(path.basename(tarball)).toBe(`${name}-${version}.tgz`);
    expect((await readdir(path.join(work, 'without-prism/node_modules'))).filter((entry) => !entry.startsWith('.'))).toEqual([name]);
    expect((await readdir(packageDir)).sort()).toEqual(['CHANGELOG.md', 'README.md', 'bin', 'dist', 'openapi', 'package.json']);
    const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name, version, bin: { [name]: 'bin/bait-contract.js' }, optionalDependencies: { '@stoplight/prism-cli': '5.14.2' } });
    expect(manifest.dependencies).toBeUndefined();
    // One file per host, bundled: no $ref left, the contract's version in each.
    expect((await readdir(path.join(packageDir, 'openapi'))).sort()).toEqual([...contractFileNames(), 'site-usage.json'].sort());
    for (const file of contractFileNames()) {
      const text = await readFile(path.join(packageDir, 'openapi', file), 'utf8');
      expect(text, file).not.toMatch(/^\s*(- )?['"]?\$ref['"]?:/m);
      expect((parse(text) as { info: { version: string } }).info.version, file).toBe(version);
    }
    const code = (await Promise.all((await readdir(path.join(packageDir, 'dist'))).map((file) => readFile(path.join(packageDir, 'dist', file), 'utf8')))).join(
      '',
    );
    expect(code).not.toMatch(/react-dom|@redocly\/openapi-core/);
  });

  it.each([
    [['frobnicate'], /^bait-contract: unknown command "frobnicate" \(check, diff, mock\)/],
    [['diff'], /^bait-contract diff: give either --base or --against \(bait-contract diff --help for the options\)$/],
    [['diff', '--against', 'nowhere.yaml'], /^bait-contract diff: nowhere\.yaml: no file, folder, URL or git ref of that name$/],
    [[], /^bait-contract: a command is needed/],
    [['check'], /^--target is required \(bait-contract check --help for the options\)$/],
    [['check', '--target', 'http://127.0.0.1:9', '--validator', 'prism'], /^--validator prism: Prism is not installed/],
    [['check', '--target', 'ftp://x'], /^--target must be an http\(s\) URL/],
    [['mock', '--port', '1'], /^bait-contract: mock: Unknown option '--port'/],
  ])('refuses bad input %j in one line, exit 2', async (args, message) => {
    const { exitCode, stdout, stderr } = await run(withoutPrism, args, work);
    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(message);
  });

  it("diffs a team's OpenAPI against the package's contract with the site's usage map", async () => {
    const theirs = path.join(ROOT, 'tests/integration/fixtures/contract-diff/their-openapi.yaml');
    const { exitCode, stdout, stderr } = await run(withoutPrism, ['diff', '--against', theirs, '--report', path.join(work, 'diff-report')], work);
    expect(stderr).toBe('');
    // The fixture lacks operations the site calls: that breaks the site.
    expect(exitCode).toBe(1);
    expect(stdout).toMatch(/theirs has no POST \/api\/core\/servicio\/perfil\/bait \(the site calls it\) \[site-operation-missing\]/);
    expect(stdout).toMatch(/free to change: no test of the site used them/);
  });

  describe('against the mock server it serves (bait-contract mock)', () => {
    let mock: ChildProcess | undefined;
    let target: string;

    beforeAll(async () => {
      const port = await freePort();
      mock = await startPackageMock(withoutPrism, port);
      target = `http://127.0.0.1:${port}`;
    });
    afterAll(() => stop(mock));

    // The form with Prism meets the mock server's answers through the breached server below; one Prism start less here.
    it('passes without Prism, and says which validator ran', async () => {
      const report = path.join(work, 'report-mock');
      const checked = await run(withoutPrism, ['check', '--target', target, '--service', CHECKED_FILE, '--cases', '3', '--report', report], work);
      expect(checked.exitCode, checked.stdout + checked.stderr).toBe(0);
      expect(checked.stdout).toContain("Example phase through the project's own validator: Prism is not installed");
      expect(checked.stdout).toMatch(/^bait-contract check PASSED: 1 contract files, 4 operations, \d+ requests, 0 violations, 0 unreachable, 0 findings/m);
      expect(await readFile(path.join(report, 'contract-check.junit.xml'), 'utf8')).toContain('<property name="validator" value="own"/>');
      expect(await readFile(path.join(report, 'contract-check.md'), 'utf8')).toContain("Example phase validated by the project's own validator.");
    });
  });

  describe.each([
    ['without Prism', 'own', () => withoutPrism],
    ['with Prism', 'prism', () => withPrism],
  ])('against the breached payment service %s', (_form, validator, bin) => {
    let site: Run;
    let packaged: Run;

    /** Each run gets a breached server of its own, so both meet the same state. */
    async function checkWith(command: string, args: string[], cwd: string): Promise<Run> {
      const breached = await startBreachedPaymentsServer();
      try {
        return await run(command, [...args, '--target', breached.origin, '--service', CHECKED_FILE, '--cases', CASES, '--seed', SEED], cwd);
      } finally {
        await breached.stop();
      }
    }

    beforeAll(async () => {
      site = await checkWith(TSX, ['scripts/contract-check.ts', '--validator', validator, '--report', path.join(work, `report-site-${validator}`)], ROOT);
      // The package's own default: Prism when it resolves from the package, else its own validator.
      packaged = await checkWith(bin(), ['check', '--report', path.join(work, `report-package-${validator}`)], work);
    });

    it('fails with the same findings as contract:check', () => {
      expect(site.exitCode, site.stdout + site.stderr).toBe(1);
      expect(packaged.exitCode, packaged.stdout + packaged.stderr).toBe(1);
      expect(findingsOf(packaged.stdout)).toEqual(findingsOf(site.stdout));
      expect(findingsOf(site.stdout).filter((line) => /^\s+✗ /.test(line))).toHaveLength(Object.keys(BREACHED_OPERATIONS).length);
      for (const [operationId, check] of Object.entries(BREACHED_OPERATIONS)) {
        expect(packaged.stdout).toMatch(new RegExp(`✗ ${operationId}: generated \\d+ requests, 1 findings\\n\\s+✗ ${check} `));
      }
      expect(packaged.stdout).toMatch(/^bait-contract check FAILED: 1 contract files, 4 operations, \d+ requests, 0 violations, 0 unreachable, 3 findings/m);
      expect(packaged.stdout).toContain(
        validator === 'prism' ? "Example phase through Prism's validating proxy" : "Example phase through the project's own validator",
      );
    });
  });
});
