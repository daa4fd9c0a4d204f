import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { freePort } from '../../scripts/lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const FIXTURES = path.join(ROOT, 'tests/integration/fixtures/contract-diff');
const USAGE = path.join(FIXTURES, 'site-usage.json');

type Run = { exitCode: number; stdout: string; stderr: string };

/** The real command, as a backend team's CI runs it. */
function contractDiff(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [path.join(ROOT, 'scripts/contract-diff.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The console's changes as `class | operation | message [id]` lines, the way the report groups them. */
function changeLines(stdout: string): string[] {
  const found: string[] = [];
  let changeClass = '';
  let operation = '';
  for (const line of stdout.split('\n')) {
    const heading = /^(Breaking for servers|Breaking for the site|Compatible) \(\d+\):$/.exec(line);
    if (heading) changeClass = heading[1] ?? '';
    const operationLine = /^ {2}[✗·] [^:]+: (\S+) \(/.exec(line);
    if (operationLine) operation = operationLine[1] ?? '';
    const change = /^ {6}(.*)$/.exec(line);
    if (change) found.push(`${changeClass} | ${operation} | ${change[1]}`);
  }
  return found;
}

let scratch: string;

function editYaml(file: string, edit: (document: Record<string, Record<string, Record<string, unknown>>>) => void): void {
  const document = parse(readFileSync(file, 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
  edit(document);
  writeFileSync(file, stringify(document));
}

type SchemaMap = Record<string, { properties: Record<string, unknown>; required: string[] }>;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'contract-diff-it-'));
  // The base: today's contract, packed as a tarball in the multi-file layout.
  cpSync(path.join(ROOT, 'openapi'), path.join(scratch, 'base/package/openapi'), { recursive: true });
  execFileSync('tar', ['-czf', path.join(scratch, 'base.tgz'), '-C', path.join(scratch, 'base'), 'package']);
  // The head: a prepared copy with one change of each kind, each in its own place.
  const head = path.join(scratch, 'head/openapi');
  cpSync(path.join(ROOT, 'openapi'), head, { recursive: true });
  editYaml(path.join(head, 'main-api.yaml'), (document) => {
    delete document.paths?.['/conn/page/api/sso/deleteSSO'];
    const schemas = document.components?.schemas as unknown as SchemaMap;
    const person = schemas.ContactPerson as SchemaMap[string];
    person.properties.apellido = { type: 'string', maxLength: 120 };
    person.required.push('apellido');
    person.properties.correo = { type: 'string', format: 'email' };
    const verification = schemas.ImeiVerification?.properties.data as SchemaMap[string];
    verification.properties.soportaESIM = { type: 'boolean' };
    (schemas.ImeiCompatibility as SchemaMap[string]).properties.isCompatible = { type: 'string', enum: ['SI', 'NO'] };
  });
  editYaml(path.join(head, 'main-api/acquisition.yaml'), (document) => {
    const step = (document.components?.schemas as unknown as SchemaMap).PortabilityTrackingStep as SchemaMap[string];
    (step.properties.paso as { enum: string[] }).enum = ['numero', 'nip', 'nombre', 'correo'];
  });
  // Bad input.
  mkdirSync(path.join(scratch, 'notes/package'), { recursive: true });
  writeFileSync(path.join(scratch, 'notes/package/README.md'), '# Not a contract\n');
  execFileSync('tar', ['-czf', path.join(scratch, 'notes.tgz'), '-C', path.join(scratch, 'notes'), 'package']);
  writeFileSync(path.join(scratch, 'not-openapi.yaml'), 'name: a list of things\nitems: [1, 2]\n');
  cpSync(path.join(ROOT, 'openapi'), path.join(scratch, 'broken/openapi'), { recursive: true });
  const mainApi = path.join(scratch, 'broken/openapi/main-api.yaml');
  writeFileSync(
    mainApi,
    readFileSync(mainApi, 'utf8').replace("'./main-api/sso.yaml#/paths/~1conn~1page~1api~1sso~1deleteSSO'", "'./main-api/sso.yaml#/paths/~1gone'"),
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run contract:diff -- --base, on prepared copies of the contract', () => {
  let run: Run;
  let lines: string[];

  beforeAll(async () => {
    run = await contractDiff([
      '--base',
      path.join(scratch, 'base.tgz'),
      '--head',
      path.join(scratch, 'head/openapi'),
      '--usage',
      USAGE,
      '--report',
      path.join(scratch, 'reports'),
    ]);
    lines = changeLines(run.stdout);
  });

  it('exits 1, since some changes break', () => {
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('From ');
  });

  it('a removed path breaks servers, and the site, which calls it', () => {
    expect(lines).toContain('Breaking for servers | deleteSsoAccount | operation POST /conn/page/api/sso/deleteSSO removed (the site calls it) [api-removed]');
    expect(lines).toContain('Breaking for the site | deleteSsoAccount | operation POST /conn/page/api/sso/deleteSSO removed (the site calls it) [api-removed]');
  });

  it('a new required request field breaks servers', () => {
    expect(lines).toContain(
      'Breaking for servers | createContactRequest | request property body.persona.apellido: added, required [new-required-request-property]',
    );
  });

  it('a narrowed enum breaks servers', () => {
    expect(lines).toContain(
      'Breaking for servers | trackPortabilityStep | request property body.paso: enum values removed: "solicitud" [request-property-enum-value-removed]',
    );
  });

  it('a retyped response field that the site reads breaks the site', () => {
    expect(lines).toContain(
      'Breaking for the site | verifyImei | response 200 property data.soportaESIM: type changed from string to boolean (the site reads it) [response-property-type-changed]',
    );
  });

  it('a retyped response field that the site never reads is compatible, free to change', () => {
    expect(lines).toContain(
      'Compatible | validateImei | response 200 property isCompatible: type changed from boolean to string (no test used it: free to change) [response-property-type-changed]',
    );
    // The same field in answers of a status the site never met.
    expect(lines).toContain(
      'Compatible | verifyImei | response 400 property data.soportaESIM: type changed from string to boolean (no test used it: free to change) [response-property-type-changed]',
    );
  });

  it('a new optional field is compatible', () => {
    expect(lines).toContain('Compatible | createContactRequest | request property body.persona.correo: added, optional [new-optional-request-property]');
  });

  it('finds nothing else that breaks', () => {
    expect(lines.filter((line) => !line.startsWith('Compatible')).map((line) => line.split(' | ').slice(0, 2).join(' '))).toEqual([
      'Breaking for servers createContactRequest',
      'Breaking for servers deleteSsoAccount',
      'Breaking for servers trackPortabilityStep',
      'Breaking for the site deleteSsoAccount',
      'Breaking for the site verifyImei',
    ]);
  });

  it('writes the Markdown and JUnit reports', () => {
    const markdown = readFileSync(path.join(scratch, 'reports/contract-diff.md'), 'utf8');
    expect(markdown).toContain('## Breaking for the site (2)');
    expect(markdown).toContain(
      '| verifyImei `POST /api/core/captacion/imei/verificacion` | response 200 property data.soportaESIM: type changed from string to boolean |',
    );
    const junit = readFileSync(path.join(scratch, 'reports/contract-diff.junit.xml'), 'utf8');
    expect(junit).toMatch(/<testsuite name="main-api.yaml" tests="\d+" failures="4" errors="0">/);
  });
});

describe('npm run contract:diff -- --against, on a backend team’s own OpenAPI', () => {
  let run: Run;
  let lines: string[];

  beforeAll(async () => {
    run = await contractDiff(['--against', path.join(FIXTURES, 'their-openapi.yaml'), '--usage', USAGE, '--report', path.join(scratch, 'against')]);
    lines = changeLines(run.stdout);
  });

  it('exits 1, since something breaks the site', () => {
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(1);
  });

  it('names the operations the site calls that theirs lacks, or serves elsewhere', () => {
    expect(lines).toContain(
      'Breaking for the site | createContactRequest | theirs has no POST /api/core/captacion/contacto (the site calls it) [site-operation-missing]',
    );
    expect(lines).toContain(
      'Breaking for the site | validateImei | the site calls POST /api/core/api/validate/IMEI; theirs serves validateImei at POST /api/v2/validate/IMEI (the site calls it) [operation-moved]',
    );
    expect(run.stdout).toMatch(/· \d+ operations the site never calls, missing from theirs: /);
  });

  it('pairs by path across base paths and operationIds, and names what the site sends, reads and handles that theirs lacks', () => {
    expect(lines).toContain('Compatible | verifyImei | theirs names it verificarDispositivo [operation-id-differs]');
    expect(lines).toContain(
      'Breaking for the site | verifyImei | request property body.IMEI: missing from theirs (the site sends it) [request-property-removed]',
    );
    expect(lines).toContain(
      'Breaking for the site | verifyImei | request property body.imei: only in theirs, required (the site calls this operation and never sends it) [new-required-request-property]',
    );
    expect(lines).toContain(
      'Breaking for the site | verifyImei | response 200 property data.soportaESIM: missing from theirs (the site reads it) [response-property-removed]',
    );
    expect(lines).toContain('Breaking for the site | verifyImei | response status 400: not declared by theirs; the site handles 400 [response-status-removed]');
    expect(lines).toContain(
      'Compatible | validateImei | response 200 property isCompatible: missing from theirs (no test used it: free to change) [response-property-removed]',
    );
  });

  it('writes its own reports beside', () => {
    expect(readFileSync(path.join(scratch, 'against/contract-against.md'), 'utf8')).toContain("# Their OpenAPI against the site's contract");
  });
});

describe('npm run contract:diff on bad input: one line, exit code 2', () => {
  async function refused(args: string[]): Promise<string> {
    const run = await contractDiff([...args, '--usage', USAGE, '--report', path.join(scratch, 'bad')]);
    expect(run.exitCode).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    return lines[0] ?? '';
  }

  it('a tarball that holds no OpenAPI document', async () => {
    expect(await refused(['--base', path.join(scratch, 'notes.tgz')])).toBe(`contract:diff: ${path.join(scratch, 'notes.tgz')} holds no OpenAPI 3 document`);
  });

  it('a file that is not an OpenAPI document', async () => {
    expect(await refused(['--against', path.join(scratch, 'not-openapi.yaml')])).toBe(
      `contract:diff: ${path.join(scratch, 'not-openapi.yaml')} is not an OpenAPI 3 document (no openapi: 3.x field)`,
    );
  });

  it('an --against URL that nothing answers', async () => {
    const url = `http://127.0.0.1:${await freePort()}/openapi.yaml`;
    expect(await refused(['--against', url, '--timeout', '3000'])).toMatch(new RegExp(`^contract:diff: cannot reach ${url}: .*ECONNREFUSED`));
  });

  it('a contract whose reference does not resolve, named', async () => {
    expect(await refused(['--base', path.join(scratch, 'broken/openapi')])).toBe(
      'contract:diff: main-api.yaml: cannot resolve the reference ./main-api/sso.yaml#/paths/~1gone at #/paths/~1conn~1page~1api~1sso~1deleteSSO',
    );
  });
});
