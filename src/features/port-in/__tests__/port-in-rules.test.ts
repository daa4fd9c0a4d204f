import { describe, expect, it } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { outcomeOf, shouldSendRequest } from '../api/outcomes';
import { lookupLinePortability, obtainPortabilityGuest, PortabilityGuestError, trackPortabilityStep } from '../api/portability-api';
import { sendPortInRequest } from '../api/send-port-in-request';
import { PORT_IN_FUNNEL, trackedStepOf } from '../port-in-rules';
import { portInFormSchema } from '../schemas';

/** The form shows the first message of each field (react-hook-form's firstError). */
function firstMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> = []): string[] {
  const byField = new Map<string, string>();
  for (const issue of issues) if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
  return [...byField.values()];
}

describe('trackedStepOf', () => {
  it('tracks a field only when it leaves valid, under its journey name', () => {
    expect(trackedStepOf('number', '5512345678')).toEqual({ step: 'numero', value: '5512345678' });
    expect(trackedStepOf('number', '551234567')).toBeUndefined();
    expect(trackedStepOf('nip', '1234')).toEqual({ step: 'nip', value: '1234' });
    expect(trackedStepOf('nip', '123')).toBeUndefined();
    expect(trackedStepOf('name', ' Ana López ')).toEqual({ step: 'nombre', value: 'Ana López' });
    expect(trackedStepOf('name', '  ')).toBeUndefined();
    expect(trackedStepOf('email', 'ana@correo.example')).toEqual({ step: 'correo', value: 'ana@correo.example' });
    expect(trackedStepOf('email', 'ana@correo')).toBeUndefined();
  });
});

describe('portInFormSchema', () => {
  it('gives the messages of an empty form', () => {
    const result = portInFormSchema.safeParse({ number: '', nip: '', name: '', email: '' });
    expect(firstMessages(result.error?.issues)).toEqual([
      'Campo requerido',
      'El NIP es obligatorio',
      'El nombre es obligatorio',
      'El correo electrónico es obligatorio',
    ]);
  });

  it('gives the format messages', () => {
    const result = portInFormSchema.safeParse({ number: '55123', nip: '12', name: 'Ana', email: 'ana@' });
    expect(firstMessages(result.error?.issues)).toEqual(['Número de teléfono inválido', 'El NIP debe tener 4 dígitos', 'Correo inválido']);
  });
});

describe('port-in outcome rules', () => {
  it('sends the request only for a number without a registered portability', () => {
    expect(shouldSendRequest({ kind: 'notFound' })).toBe(true);
    expect(shouldSendRequest({ kind: 'found', number: '5512345678', iccid: '8952140000123456789' })).toBe(false);
    expect(shouldSendRequest({ kind: 'failed' })).toBe(false);
  });

  it('names the outcome', () => {
    expect(outcomeOf({ kind: 'notFound' }, true)).toBe('requested');
    expect(outcomeOf({ kind: 'notFound' }, false)).toBe('requestFailed');
    expect(outcomeOf({ kind: 'found', number: '5512345678', iccid: '8952140000123456789' })).toBe('alreadyPorted');
    expect(outcomeOf({ kind: 'failed' })).toBe('lookupFailed');
  });

  it('names the funnel events', () => {
    expect(PORT_IN_FUNNEL.step('numero')).toBe('portabilidad_numero');
    expect(PORT_IN_FUNNEL.step('solicitud')).toBe('portabilidad_solicitud');
    expect(PORT_IN_FUNNEL.outcome.requested).toBe('portabilidad_solicitud_enviada');
  });
});

describe('the port-in calls against the contract mocks', () => {
  it('gets a guest, and gives up after 3 failed attempts', async () => {
    await expect(obtainPortabilityGuest()).resolves.toMatch(/^[0-9a-f-]{36}$/);
    chooseScenarios({ getPortabilityGuest: 'successFalse' });
    await expect(obtainPortabilityGuest()).rejects.toBeInstanceOf(PortabilityGuestError);
  });

  it('maps the number lookup: found for 5512345678, none for another, failed without an answer', async () => {
    await expect(lookupLinePortability('5512345678')).resolves.toEqual({ kind: 'found', number: '5512345678', iccid: '8952140000123456789' });
    await expect(lookupLinePortability('5587654321')).resolves.toEqual({ kind: 'notFound' });
    chooseScenarios({ lookupLinePortability: 'networkError' });
    await expect(lookupLinePortability('5587654321')).resolves.toEqual({ kind: 'failed' });
  });

  it('sends the request after a lookup without portability', async () => {
    const uuid = await obtainPortabilityGuest();
    await expect(trackPortabilityStep(uuid, 'numero', '5587654321')).resolves.toBe(true);
    await expect(sendPortInRequest({ uuid, number: '5587654321' })).resolves.toMatchObject({ outcome: 'requested' });
    await expect(sendPortInRequest({ uuid, number: '5512345678' })).resolves.toMatchObject({ outcome: 'alreadyPorted' });
    chooseScenarios({ trackPortabilityStep: 'unknownVisitor' });
    await expect(sendPortInRequest({ uuid, number: '5587654321' })).resolves.toMatchObject({ outcome: 'requestFailed' });
  });
});
