import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffContracts } from '../../scripts/lib/contract-diff/diff';
import { ContractSourceError, loadContractSource } from '../../scripts/lib/contract-diff/sources';
import { readTar } from '../../scripts/lib/contract-diff/tar';
import { freePort } from '../../scripts/lib/free-port';

let folder: string;

function write(relative: string, text: string): string {
  const file = path.join(folder, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** A tarball of `dir` made by the system's tar, in the format asked for. */
function tarball(dir: string, name: string, format = 'gnu'): string {
  const file = path.join(folder, name);
  execFileSync('tar', [`--format=${format}`, '-czf', file, '-C', path.join(folder, dir), '.']);
  return file;
}

const DOCUMENT = `openapi: 3.1.0
info: { title: piece, version: 1.0.0 }
paths:
  /ping:
    get:
      operationId: ping
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: './parts/schemas.yaml#/Pong'
`;

async function refusal(source: string): Promise<string> {
  const error = await loadContractSource(source, { cwd: folder, timeoutMs: 2000 }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContractSourceError);
  return (error as Error).message;
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'contract-diff-sources-'));
  write('layout/api.yaml', DOCUMENT);
  write('layout/parts/schemas.yaml', 'Pong:\n  type: object\n  properties:\n    pong: { type: boolean }\n');
  write('package/package/package.json', '{"name":"bait-contract","version":"1.0.0"}');
  write('package/package/contract/api.yaml', DOCUMENT.replace("$ref: './parts/schemas.yaml#/Pong'", 'type: object'));
  write('notes/package/README.md', '# not a contract\n');
  write('notes/package/data.yaml', 'foo: 1\n');
  write('broken/api.yaml', DOCUMENT.replace('./parts/schemas.yaml#/Pong', './missing.yaml#/components/schemas/Nope'));
  const tree = (extra: string) =>
    DOCUMENT.replace("$ref: './parts/schemas.yaml#/Pong'", "$ref: '#/components/schemas/Node'") +
    `components:\n  schemas:\n    Node:\n      type: object\n      properties:\n${extra}        children:\n          type: array\n          items:\n            $ref: '#/components/schemas/Node'\n`;
  write('tree-before/api.yaml', tree(''));
  write('tree-after/api.yaml', tree('        name: { type: string }\n'));
  write('remote/api.yaml', DOCUMENT.replace('./parts/schemas.yaml#/Pong', 'https://schemas.example/pong.yaml#/Pong'));
  write('swagger.yaml', "swagger: '2.0'\ninfo: { title: old, version: '1' }\npaths: {}\n");
  write('not-openapi.json', '{"name":"something else"}');
  write('not-a-tarball.tgz', 'plain text');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('readTar', () => {
  const long = `${'nested-folder/'.repeat(9)}a-file-whose-path-is-longer-than-one-hundred-characters.yaml`;

  it.each(['gnu', 'pax', 'ustar'])('reads regular files and long names of the %s format', (format) => {
    write(`tar-${format}/${long}`, 'long: true\n');
    write(`tar-${format}/short.txt`, 'short');
    const entries = readTar(execFileSync('cat', [tarball(`tar-${format}`, `${format}.tgz`, format)]));
    const files = Object.fromEntries(entries.map((entry) => [entry.name.replace(/^\.\//, ''), entry.content.toString()]));
    expect(files).toEqual({ [long]: 'long: true\n', 'short.txt': 'short' });
  });

  it('refuses what is not tar', () => {
    expect(() => readTar(Buffer.from('x'.repeat(1024)))).toThrow('not a tar archive');
  });
});

describe('loadContractSource', () => {
  it('reads a folder of the multi-file layout, each document bundled with its references resolved', async () => {
    const contract = await loadContractSource('layout', { cwd: folder });
    expect(contract.kind).toBe('folder');
    expect(contract.documents.map((document) => document.file)).toEqual(['api.yaml']);
    expect(JSON.stringify(contract.documents[0]?.document)).toContain('"pong":{"type":"boolean"}');
  });

  it('reads the OpenAPI documents of an npm tarball', async () => {
    const contract = await loadContractSource(tarball('package', 'bait-contract-1.0.0.tgz'), { cwd: folder });
    expect(contract.kind).toBe('tarball');
    expect(contract.documents.map((document) => document.file)).toEqual(['api.yaml']);
  });

  it('refuses, in one line, what is not a contract', async () => {
    expect(await refusal(tarball('notes', 'notes.tgz'))).toMatch(/notes\.tgz holds no OpenAPI 3 document$/);
    expect(await refusal('not-a-tarball.tgz')).toBe('not-a-tarball.tgz is not a tarball: not a tar archive (shorter than one header)');
    expect(await refusal('not-openapi.json')).toBe('not-openapi.json is not an OpenAPI 3 document (no openapi: 3.x field)');
    expect(await refusal('swagger.yaml')).toBe('swagger.yaml is Swagger 2.0: only OpenAPI 3 documents can be compared');
    expect(await refusal('no-such-thing')).toBe('no-such-thing: no file, folder, URL or git ref of that name');
  });

  it('names the reference that does not resolve', async () => {
    expect(await refusal('broken')).toBe(
      'api.yaml: cannot resolve the reference ./missing.yaml#/components/schemas/Nope at #/paths/~1ping/get/responses/200/content/application~1json/schema',
    );
  });

  it('follows a recursive schema, whose change the diff reports once, where it first meets it', async () => {
    const [before, after] = await Promise.all([loadContractSource('tree-before', { cwd: folder }), loadContractSource('tree-after', { cwd: folder })]);
    expect(diffContracts(before, after).changes.map((change) => `${change.id} ${change.location ?? ''}`)).toEqual([
      'response-optional-property-added response 200 name',
    ]);
  });

  it('does not follow a reference to another host', async () => {
    expect(await refusal('remote')).toBe(
      'api.yaml: cannot resolve the reference https://schemas.example/pong.yaml#/Pong at #/paths/~1ping/get/responses/200/content/application~1json/schema (references to other hosts are not followed)',
    );
  });

  it('says an --against URL cannot be reached', async () => {
    const port = await freePort();
    expect(await refusal(`http://127.0.0.1:${port}/openapi.yaml`)).toMatch(new RegExp(`^cannot reach http://127.0.0.1:${port}/openapi.yaml: .*ECONNREFUSED`));
  });
});
