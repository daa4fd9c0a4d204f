import { describe, expect, it } from 'vitest';
import { accessTokenFor, currentSession, refreshTokenFor, WRONG_CREDENTIAL } from '@mocks/behaviors/session';
import { chooseScenarios } from '@mocks/testing';
import { API, exampleOf, send } from './helpers';

const MBB_LOGIN = `${API}/conn/page/api/bait/api/aplicacion/acceso`;
const HBB_LOGIN = `${API}/conn/page/api/app/accesoMifi`;
const MIFI_LOGIN = `${API}/conn/page/api/bait/api/aplicacion/accesoMifi`;
const SSO_LOGIN = `${API}/api/core/sso/account`;
const SSO_LEGACY_LOGIN = `${API}/api/core/sso/legacy`;
const CONSUMPTION = `${API}/conn/page/api/app/consumoV3`;
const SSO_CONSUMPTION = `${API}/conn/page/api/sso/consumoSSO`;
const LOGOUT = `${API}/conn/page/api/app/logout`;

const NUMBER = '5598765432';
const loginMbb = (baitNumber = NUMBER, loginConfirmation = 'Secreta#2026') => send('POST', MBB_LOGIN, { baitNumber, loginConfirmation });
const consumption = (access: string) => send('POST', CONSUMPTION, { access });
const ssoConsumption = (token: string, numero: string) => send('POST', SSO_CONSUMPTION, { numero }, { Authorization: `Bearer ${token}` });

describe('legacy login', () => {
  it('answers the loggedIn user for the number sent, with a token made from it, and keeps the session', async () => {
    const answer = await loginMbb();
    expect(answer.status).toBe(200);
    expect(answer.source).toBe('behavior:loggedIn');
    expect(answer.body).toEqual({
      ...exampleOf('loginLegacyMbb', 'loggedIn'),
      number: NUMBER,
      access: accessTokenFor(NUMBER),
      refreshToken: refreshTokenFor(NUMBER),
    });
    expect(currentSession()).toMatchObject({
      operationId: 'loginLegacyMbb',
      user: { number: NUMBER, access: accessTokenFor(NUMBER), name: 'María Hernández', userType: 1 },
    });
  });

  it('makes the same token for the same number and another for another number', async () => {
    const first = (await loginMbb()).body.access;
    expect((await loginMbb()).body.access).toBe(first);
    expect((await loginMbb('5511112222')).body.access).not.toBe(first);
    expect(accessTokenFor(NUMBER)).toMatch(/^[A-Za-z0-9._-]{20,500}$/);
  });

  it.each([
    ['loginLegacyHbb', HBB_LOGIN, 2],
    ['loginLegacyMifi', MIFI_LOGIN, 3],
  ])('%s logs in with the service number sent', async (operationId, url, userType) => {
    const answer = await send('POST', url, { serviceNumber: '8119998877', loginConfirmation: 'Secreta#2026' });
    expect(answer.body).toMatchObject({ success: true, serviceNumber: '8119998877', userType, access: accessTokenFor('8119998877') });
    expect(currentSession()?.operationId).toBe(operationId);
  });

  it(`fails with the password "${WRONG_CREDENTIAL}" and keeps the session as it was`, async () => {
    const failed = await loginMbb('5511112222', WRONG_CREDENTIAL);
    expect(failed.body).toEqual(exampleOf('loginLegacyMbb', 'loginFailed'));
    expect(currentSession()).toBeUndefined();

    await loginMbb();
    await send('POST', HBB_LOGIN, { serviceNumber: '8119998877', loginConfirmation: WRONG_CREDENTIAL });
    expect(currentSession()?.user.number).toBe(NUMBER);
  });
});

describe('consumption', () => {
  it('answers the balance only for the access token of the session', async () => {
    expect((await consumption(accessTokenFor(NUMBER))).body).toEqual(exampleOf('getConsumption', 'failure'));

    const { access } = (await loginMbb()).body;
    const withSession = await consumption(String(access));
    expect(withSession.status).toBe(200);
    // The default balance names an offer of the prepaid list (the contract's x-source, issue 35), as written.
    expect(withSession.body).toEqual(exampleOf('getConsumption', 'limitedData'));

    const otherToken = await consumption(accessTokenFor('5511112222'));
    expect(otherToken.body).toEqual(exampleOf('getConsumption', 'failure'));
  });

  it('over SSO answers the balance for the bearer of the session and one of its lines, 401 otherwise', async () => {
    const user = (await send('POST', SSO_LOGIN, { authcode: 'codigo-de-autorizacion', email_verify: true, state: 'estado' })).body;
    expect(user).toEqual({
      ...exampleOf('loginSso', 'loggedIn'),
      access: accessTokenFor('5512345678'),
      refreshToken: refreshTokenFor('5512345678'),
    });
    expect(currentSession()?.operationId).toBe('loginSso');

    const balance = await ssoConsumption(String(user.access), '5512345678');
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual(exampleOf('getSsoConsumption', 'balance'));

    const expired = await ssoConsumption(accessTokenFor('5511112222'), '5512345678');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(exampleOf('getSsoConsumption', 'sessionExpired'));

    const otherLine = await ssoConsumption(String(user.access), '5511112222');
    expect(otherLine.status).toBe(200);
    expect(otherLine.body).toEqual(exampleOf('getSsoConsumption', 'failure'));
  });

  it('over SSO answers 401 when nobody logged in', async () => {
    const answer = await ssoConsumption(accessTokenFor(NUMBER), NUMBER);
    expect(answer.status).toBe(401);
  });

  it('still answers a scenario the tab chose, before the session rule', async () => {
    chooseScenarios({ getConsumption: 'unlimited' });
    expect((await consumption('cualquier-token')).body).toEqual(exampleOf('getConsumption', 'unlimited'));
  });
});

describe('SSO legacy login', () => {
  it(`fails with the password "${WRONG_CREDENTIAL}" and logs in the number sent otherwise`, async () => {
    const failed = await send('POST', SSO_LEGACY_LOGIN, { numero: NUMBER, psd: WRONG_CREDENTIAL });
    expect(failed.body).toEqual(exampleOf('loginSsoLegacy', 'invalidCredentials'));
    expect(currentSession()).toBeUndefined();

    const answer = await send('POST', SSO_LEGACY_LOGIN, { numero: NUMBER, psd: 'Secreta#2026' });
    expect(answer.body).toMatchObject({ success: true, number: NUMBER, access: accessTokenFor(NUMBER) });
    expect((await ssoConsumption(accessTokenFor(NUMBER), NUMBER)).status).toBe(200);
  });

  it(`rejects the SSO authorisation code "${WRONG_CREDENTIAL}"`, async () => {
    const failed = await send('POST', SSO_LOGIN, { authcode: WRONG_CREDENTIAL, email_verify: true, state: 'estado' });
    expect(failed.body).toEqual(exampleOf('loginSso', 'loginFailed'));
    expect(currentSession()).toBeUndefined();
  });
});

describe('logout', () => {
  const logout = (access: string, numero = NUMBER) => send('POST', LOGOUT, { operation: 'logout', numero, access });

  it('ends the session of its token and line, after which consumption fails', async () => {
    const access = String((await loginMbb()).body.access);
    const answer = await logout(access);
    expect(answer.body).toEqual(exampleOf('logoutLegacy', 'loggedOut'));
    expect(currentSession()).toBeUndefined();
    expect((await consumption(access)).body).toEqual(exampleOf('getConsumption', 'failure'));
  });

  it('answers logoutFailed without a session of that token or line, and keeps the session', async () => {
    expect((await logout('sin-sesion')).body).toEqual(exampleOf('logoutLegacy', 'logoutFailed'));
    const access = String((await loginMbb()).body.access);
    expect((await logout(accessTokenFor('5511112222'))).body.success).toBe(false);
    expect((await logout(access, '5511112222')).body.success).toBe(false);
    expect(currentSession()?.user.number).toBe(NUMBER);
  });

  it('is refused without the operation field of the legacy profile calls (spec 6)', async () => {
    const access = String((await loginMbb()).body.access);
    expect((await send('POST', LOGOUT, { access })).status).toBe(422);
    expect(currentSession()?.user).toMatchObject({ success: true, number: NUMBER });
  });
});

describe('session state', () => {
  it('starts empty in every test', async () => {
    expect(currentSession()).toBeUndefined();
    expect((await consumption(accessTokenFor(NUMBER))).body.success).toBe(false);
  });
});
