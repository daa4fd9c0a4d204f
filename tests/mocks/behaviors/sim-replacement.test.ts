import { describe, expect, it } from 'vitest';
import { VALID_OTP_CODE } from '@mocks/behaviors/otp';
import { API, exampleOf, send } from './helpers';

const OTP = `${API}/api/core/bait/servicio/reemplazo-sim/otp`;
const REPLACEMENT = `${API}/api/core/bait/servicio/reemplazo-sim`;
const headers = { Ordservicio: 'servicio', 'X-XSRF-TOKEN': 'xsrf' };
const request = (dn: string, iccid = '8952140001234567890') => send('POST', REPLACEMENT, { dn, iccid, email: 'ana@correo.mx', reason: 'robo' });

async function verify(dn: string) {
  await send('POST', OTP, { dn }, headers);
  return send('PATCH', OTP, { dn, otp: VALID_OTP_CODE });
}

describe('SIM replacement without a scenario', () => {
  it('refuses a line whose code was not validated', async () => {
    const answer = await request('5512345678');
    expect(answer.body).toEqual(exampleOf('requestSimReplacement', 'notVerified'));
  });

  it('registers the request of a verified line once per valid code', async () => {
    expect((await verify('5512345678')).status).toBe(200);
    expect((await request('5512345678')).body).toEqual(exampleOf('requestSimReplacement', 'requested'));
    expect((await request('5512345678')).body).toEqual(exampleOf('requestSimReplacement', 'notVerified'));
  });

  it('a wrong code verifies nothing', async () => {
    await send('POST', OTP, { dn: '5512345678' }, headers);
    expect((await send('PATCH', OTP, { dn: '5512345678', otp: '9999' })).status).toBe(400);
    expect((await request('5512345678')).body).toEqual(exampleOf('requestSimReplacement', 'notVerified'));
  });

  it('refuses the ICCID of a SIM another line already moved to', async () => {
    await verify('5512345678');
    await request('5512345678', '8952140009999999999');
    await verify('3312345678');
    expect((await request('3312345678', '8952140009999999999')).body).toEqual(exampleOf('requestSimReplacement', 'rejected'));
    expect((await request('3312345678', '8952140001111111111')).body).toEqual(exampleOf('requestSimReplacement', 'requested'));
  });
});
