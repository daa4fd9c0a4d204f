import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations } from '@mocks/generated';
import { ExampleRecorder, type CandidateFile } from '../../scripts/lib/record-examples';

/**
 * Record mode keeps what differs (issue 45): answers of the same shape with another value of a
 * listed set, another flag or another message are other outcomes, each a candidate named from
 * what differs; values that merely vary (ids, dates, amounts, names) are not.
 */
const IMEI_PATH = '/api/core/captacion/imei/verificacion';
const verifyImei = operations.find((operation) => operation.operationId === 'verifyImei');

let dir: string;
let recorder: ExampleRecorder;
const logged: string[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bait-record-unit-'));
  logged.length = 0;
  recorder = new ExampleRecorder(dir, 'https://backend.test', (line) => logged.push(line));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function imeiAnswer(body: unknown, status = 200): void {
  recorder.observe({
    operation: verifyImei,
    method: 'POST',
    url: IMEI_PATH,
    requestBody: JSON.stringify({ IMEI: '356938035643809' }),
    status,
    contentType: 'application/json',
    bodyText: JSON.stringify(body),
  });
}

const recorded = (operationId = 'verifyImei') => (parse(readFileSync(path.join(dir, `${operationId}.yaml`), 'utf8')) as CandidateFile).candidates;

describe('record mode keeps every outcome', () => {
  it('keeps two answers of the same shape with different homologated values, named from what differs', () => {
    expect(verifyImei).toBeDefined();
    imeiAnswer({ success: true, data: { homologated: 'HOMOLOGADOS O VOLTE', soportaESIM: 'SI' } });
    imeiAnswer({ success: true, data: { homologated: 'NO HOMOLOGADO', soportaESIM: 'SI' } });
    // The same outcome again is not a new candidate.
    imeiAnswer({ success: true, data: { homologated: 'NO HOMOLOGADO', soportaESIM: 'SI' } });

    const candidates = recorded();
    expect(candidates.map((candidate) => candidate.key)).toEqual(['realHomologadosOVolte', 'realNoHomologado']);
    expect(candidates[1]).toMatchObject({
      summary: 'Respuesta grabada del backend (200): homologated NO HOMOLOGADO, soportaESIM SI, success true',
      outcome: { 'data.homologated': 'NO HOMOLOGADO', 'data.soportaESIM': 'SI', success: true },
    });
    expect(logged).toEqual([
      expect.stringMatching(/^\[record\] verifyImei 200: candidate realHomologadosOVolte in /),
      expect.stringMatching(/^\[record\] verifyImei 200: candidate realNoHomologado in /),
    ]);
  });

  it('keeps "NO HOMOLOGADO" after "HOMOLOGADOS O VOLTE" when the message says the same, adding the field that differs to the key', () => {
    imeiAnswer({ success: true, mensaje: 'Consulta exitosa', data: { homologated: 'HOMOLOGADOS O VOLTE', soportaESIM: 'SI' } });
    imeiAnswer({ success: true, mensaje: 'Consulta exitosa', data: { homologated: 'NO HOMOLOGADO', soportaESIM: 'NO' } });
    imeiAnswer({ success: false, mensaje: 'Consulta exitosa', data: { homologated: 'NO HOMOLOGADO', soportaESIM: 'NO' } });
    expect(recorded().map((candidate) => candidate.key)).toEqual([
      'realConsultaExitosa',
      'realConsultaExitosaHomologatedNoHomologadoSoportaESIMNo',
      'realConsultaExitosaSuccessFalse',
    ]);
  });

  it('keeps another message or flag, but not a message that differs only in its numbers', () => {
    imeiAnswer({ success: false, mensaje: 'No fue posible validar el IMEI' });
    imeiAnswer({ success: false, mensaje: 'Servicio no disponible' });
    imeiAnswer({ success: true, mensaje: 'Servicio no disponible' });
    imeiAnswer({ success: false, mensaje: 'Error 500' }, 500);
    imeiAnswer({ success: false, mensaje: 'Error 503' }, 500);
    expect(recorded().map((candidate) => [candidate.status, candidate.key])).toEqual([
      [200, 'realNoFuePosibleValidar'],
      [200, 'realServicioNoDisponible'],
      [200, 'realServicioNoDisponibleSuccessTrue'],
      [500, 'realError500'],
    ]);
  });

  it('does not keep answers that differ only in values that merely vary, and keeps another value of an enum', () => {
    const registerUser = operations.find((operation) => operation.operationId === 'registerUser');
    const registered = registerUser?.responses.find((response) => response.status === 200)?.examples.find((example) => example.key === 'registered')?.value;
    expect(registered).toMatchObject({ userType: 1, isProfileActive: true });
    const observe = (changes: Record<string, unknown>) =>
      recorder.observe({
        operation: registerUser,
        method: 'POST',
        url: registerUser?.path ?? '',
        requestBody: '',
        status: 200,
        contentType: 'application/json',
        bodyText: JSON.stringify({ ...(registered as object), ...changes }),
      });
    observe({});
    // Another person: name, email, number and tokens merely vary.
    observe({ name: 'Ana López', email: 'ana@correo.example', number: '3312345678', access: 'eyJ.b3Ry.c2ln' });
    // Another user type (an enum of the contract) is another outcome.
    observe({ userType: 2 });
    expect(recorded('registerUser').map((candidate) => candidate.key)).toEqual(['realRegistroExitoso', 'realRegistroExitosoUserType2']);
  });
});
