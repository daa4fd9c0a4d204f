import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { resetMockSettings } from '@mocks/config';
import { operations } from '@mocks/generated';
import { answerOperation } from '@mocks/handlers';
import { applyScenarioParam, clearScenarios } from '@mocks/scenarios';
import { startMockServer, type MockServer } from '@mocks/server';
import { adoptCandidates } from '../../scripts/examples-adopt';
import { loadDereferencedContract, operationsOf } from '../../scripts/generate';
import { freePort } from '../../scripts/lib/free-port';
import { ExampleRecorder, type CandidateFile } from '../../scripts/lib/record-examples';

/**
 * The round trip of issue 39: a second mock server in record mode in front of the first records
 * a verifyImei answer into a candidate file, examples:adopt turns it into a named example of a
 * copy of the contract, and `?scenario=verifyImei:<key>` answers it.
 */
const IMEI_PATH = '/api/core/captacion/imei/verificacion';
const IMEI_BODY = JSON.stringify({ IMEI: '356938035643809' });

let upstream: MockServer;
let recording: MockServer;
let workDir: string;
let recordDir: string;
const logged: string[] = [];

const urlOf = (server: MockServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'bait-record-'));
  recordDir = path.join(workDir, 'recorded');
  upstream = await startMockServer({ host: '127.0.0.1', port: await freePort(), allowedOrigins: [] });
  const recorder = new ExampleRecorder(recordDir, urlOf(upstream), (line) => logged.push(line));
  recording = await startMockServer({
    host: '127.0.0.1',
    port: await freePort(),
    allowedOrigins: [],
    proxy: { origin: urlOf(upstream), observe: (exchange) => recorder.observe(exchange) },
  });
});
afterAll(async () => {
  for (const server of [recording, upstream]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(workDir, { recursive: true, force: true });
  resetMockSettings();
  clearScenarios();
});

const post = (search: string, body = IMEI_BODY, session = 'recording') =>
  fetch(`${urlOf(recording)}${IMEI_PATH}${search}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mock-session': session }, body });

describe('record mode and examples:adopt', () => {
  it('forwards calls with their headers and body, records each distinct answer once, and keeps rejected ones apart', async () => {
    // The backend (the first mock server) answers its hostile-text outcome: an answer the contract has no example of.
    const hostile = await post('?scenario=verifyImei:hostileText');
    expect(hostile.status).toBe(200);
    expect(hostile.headers.get('x-mock-session')).toBe('recording');
    const recorded = (await hostile.json()) as { mensaje: string };
    // The same shape again is not a new candidate; a 500 is.
    expect((await post('?scenario=verifyImei:hostileText')).status).toBe(200);
    expect((await post('?scenario=verifyImei:error500', IMEI_BODY, 'other')).status).toBe(500);
    // An undeclared status breaks the contract: logged and kept apart.
    expect((await post('', JSON.stringify({ IMEI: '12' }), 'third')).status).toBe(422);

    const candidates = parse(readFileSync(path.join(recordDir, 'verifyImei.yaml'), 'utf8')) as CandidateFile;
    expect(candidates.candidates.map((candidate) => candidate.status)).toEqual([200, 500]);
    const [first] = candidates.candidates;
    expect(first?.key).toMatch(/^realTextohostil0/);
    expect(first?.summary).toContain('Respuesta grabada del backend (200)');
    expect(first?.value).toEqual(expect.objectContaining({ mensaje: recorded.mensaje }));
    // The IMEI of the request is a long digit run: masked like card data in the call log.
    expect(first?.request.body).toEqual({ IMEI: '****3809' });

    const rejected = parse(readFileSync(path.join(recordDir, 'rejected', 'verifyImei.yaml'), 'utf8')) as CandidateFile;
    expect(rejected.candidates[0]?.violations).toEqual(['status 422 is not declared by the contract']);
    expect(logged.some((line) => line.includes('verifyImei 422 breaks the contract'))).toBe(true);
  });

  it('redacts tokens, passwords, one-time codes and card data from what it records', () => {
    const recorder = new ExampleRecorder(path.join(workDir, 'secrets'), 'test', () => undefined);
    const operation = { service: 't', operationId: 'login', method: 'post', path: '/login', tags: [], parameters: [], responses: [] } as const;
    recorder.observe({
      operation: { ...operation, parameters: [], tags: [], responses: [{ status: 200, description: '', examples: [] }] },
      method: 'POST',
      url: '/login?card_number=4111111111111111',
      requestBody: JSON.stringify({ password: 'secreta', otp: '123456' }),
      status: 200,
      contentType: 'application/json',
      bodyText: JSON.stringify({
        access_token: 'eyJhbGciOi',
        refreshToken: 'r-1',
        otpCode: '4321',
        card: { number: '4111111111111111', cvv: '123' },
        nombre: 'Ana',
      }),
    });
    const [candidate] = (parse(readFileSync(path.join(workDir, 'secrets', 'login.yaml'), 'utf8')) as CandidateFile).candidates;
    expect(candidate?.value).toEqual({
      access_token: '[redactado]',
      refreshToken: '[redactado]',
      otpCode: '[redactado]',
      card: { number: '[redactado]', cvv: '[redactado]' },
      nombre: 'Ana',
    });
    expect(candidate?.request).toEqual({ method: 'POST', url: '/login?card_number=%5Bredactado%5D', body: { password: '[redactado]', otp: '[redactado]' } });
  });

  it('adopts a candidate into a copy of the contract, never overwrites, and ?scenario=verifyImei:<key> answers it', async () => {
    const contractDir = path.join(workDir, 'openapi');
    cpSync(path.resolve(import.meta.dirname, '../../openapi'), contractDir, { recursive: true });
    const candidates = parse(readFileSync(path.join(recordDir, 'verifyImei.yaml'), 'utf8')) as CandidateFile;
    const key = candidates.candidates[0]?.key ?? '';

    const lines = await adoptCandidates({ candidatesDir: recordDir, contractDir, only: ['verifyImei'] });
    expect(lines).toEqual([
      expect.objectContaining({ key, outcome: 'adopted' }),
      expect.objectContaining({ outcome: 'skipped', reason: 'the same answer is already the example error500' }),
    ]);
    const again = await adoptCandidates({ candidatesDir: recordDir, contractDir, only: ['verifyImei'] });
    expect(again[0]).toEqual(expect.objectContaining({ key, outcome: 'skipped', reason: expect.stringContaining('never overwritten') }));

    // The copy's contract, loaded as the generator loads it, answers the new example by its scenario.
    const operation = operationsOf('main-api', await loadDereferencedContract(path.join(contractDir, 'main-api.yaml'))).find(
      (candidate) => candidate.operationId === 'verifyImei',
    );
    if (!operation) throw new Error('verifyImei is missing from the adopted contract');
    applyScenarioParam(`?scenario=verifyImei:${key}`);
    const answer = await answerOperation(operation, {
      method: 'POST',
      url: `http://127.0.0.1${IMEI_PATH}`,
      headers: { get: (name) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      bodyText: IMEI_BODY,
      pathParams: {},
    });
    clearScenarios();
    expect(answer.kind === 'response' && answer.headers['x-mock-source']).toBe(`scenario:${key}`);
    expect(answer.kind === 'response' && answer.answer?.body).toEqual(candidates.candidates[0]?.value);
  });

  it('keeps answers of the same shape that differ in homologated, each under a readable key that examples:adopt takes (issue 45)', async () => {
    // Through the proxy: "NO HOMOLOGADO" is no longer dropped because "HOMOLOGADOS O VOLTE" had the same shape.
    expect((await post('?scenario=verifyImei:homologadosOVolte', IMEI_BODY, 'volte')).status).toBe(200);
    expect((await post('?scenario=verifyImei:notCompatible', IMEI_BODY, 'not-compatible')).status).toBe(200);
    const keys = (parse(readFileSync(path.join(recordDir, 'verifyImei.yaml'), 'utf8')) as CandidateFile).candidates.map((candidate) => candidate.key);
    expect(keys).toEqual(expect.arrayContaining(['realHomologadosOVolte', 'realNoHomologado']));

    // Answers the contract has no example of, alike but for homologated, adopted under their names.
    const candidatesDir = path.join(workDir, 'homologated');
    const recorder = new ExampleRecorder(candidatesDir, 'test', () => undefined);
    for (const homologated of ['HOMOLOGADOS O VOLTE', 'NO HOMOLOGADO']) {
      recorder.observe({
        operation: operations.find((operation) => operation.operationId === 'verifyImei'),
        method: 'POST',
        url: IMEI_PATH,
        requestBody: IMEI_BODY,
        status: 200,
        contentType: 'application/json',
        bodyText: JSON.stringify({ success: true, mensaje: 'Consulta exitosa', data: { homologated, soportaESIM: 'NO' } }),
      });
    }
    const contractDir = path.join(workDir, 'openapi-homologated');
    cpSync(path.resolve(import.meta.dirname, '../../openapi'), contractDir, { recursive: true });
    const lines = await adoptCandidates({ candidatesDir, contractDir, only: ['verifyImei'] });
    expect(lines.map((line) => [line.key, line.outcome])).toEqual([
      ['realConsultaExitosa', 'adopted'],
      ['realConsultaExitosaHomologatedNoHomologado', 'adopted'],
    ]);
    const adopted = operationsOf('main-api', await loadDereferencedContract(path.join(contractDir, 'main-api.yaml'))).find(
      (operation) => operation.operationId === 'verifyImei',
    );
    expect(adopted?.responses.find((response) => response.status === 200)?.examples.map((example) => example.key)).toEqual(
      expect.arrayContaining(['realConsultaExitosa', 'realConsultaExitosaHomologatedNoHomologado']),
    );
  });
});
