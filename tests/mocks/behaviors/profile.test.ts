import { describe, expect, it } from 'vitest';
import { storedProfile } from '@mocks/behaviors/profile';
import { API, exampleOf, send, UUID_FORMAT } from './helpers';

const LINE = '5512345678';
const OTHER_LINE = '3398765432';
const profile = (dn = LINE) => send('GET', `${API}/api/core/bait/servicio/perfil/basico/${dn}`);
const encoded = (payload: unknown) => ({ data: Buffer.from(JSON.stringify(payload)).toString('base64') });
const found = exampleOf('getBasicProfile', 'found') as { informacion: Record<string, unknown> };

describe('profile', () => {
  it('answers the example for its line, and another line with its dn and its own customer uuid', async () => {
    expect((await profile()).body).toEqual(found);
    const other = (await profile(OTHER_LINE)).body as { informacion: { dn: string; uuid: string } };
    expect(other.informacion.dn).toBe(OTHER_LINE);
    expect(other.informacion.uuid).toMatch(UUID_FORMAT);
    expect(other.informacion.uuid).not.toBe(found.informacion.uuid);
  });

  it('keeps what the "registro" operation saved, for that line only', async () => {
    const answer = await send(
      'POST',
      `${API}/api/core/bait/servicio/perfil`,
      encoded({ operation: 'registro', numero: LINE, nombre: 'Mari', email: 'mari@correo.example' }),
    );
    expect(answer.body).toEqual(exampleOf('sendProfileOperation', 'legacyOperationDone'));
    expect(storedProfile(LINE)).toEqual({ nombre: 'Mari', email: 'mari@correo.example' });
    expect((await profile()).body).toEqual({ ...found, informacion: { ...found.informacion, nombre: 'Mari', email: 'mari@correo.example' } });
    expect((await profile(OTHER_LINE)).body).not.toMatchObject({ informacion: { nombre: 'Mari' } });
  });

  it('leaves the recovery operations of the endpoint to the recovery behaviour', async () => {
    const answer = await send('POST', `${API}/api/core/bait/servicio/perfil`, encoded({ operation: 'recuperacionv2', baitNumber: LINE }));
    expect(answer.body).toEqual(exampleOf('sendProfileOperation', 'codeSent'));
  });
});
