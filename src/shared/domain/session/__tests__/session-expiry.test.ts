// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeEncoded } from '@/shared/storage/encoded-storage';
import { testSessionUser } from '@/shared/testing/session-user';
import { ACCOUNT_STORAGE_KEYS } from '../account-storage';
import {
  acknowledgeSessionEnd,
  currentSessionAccess,
  endSessionAfterUnauthorized,
  isSessionEndedState,
  SESSION_ENDED_STATE,
  subscribeToSessionEnd,
  wasSessionEndedByServer,
} from '../session-expiry';
import { clearStoredSession, getSessionUser, storeSessionUser } from '../session-store';

afterEach(() => {
  clearStoredSession();
  localStorage.clear();
});

describe('ending the session after a 401 (decision 079)', () => {
  it('forgets the user and every account key, then tells the app', () => {
    const user = testSessionUser();
    storeSessionUser(user, { profileType: 1, ssoLegacy: false });
    writeEncoded(ACCOUNT_STORAGE_KEYS.consumption, { any: 'thing' });
    writeEncoded(ACCOUNT_STORAGE_KEYS.pendingRegistration, { lineType: 'mbb', number: '5512345678' });
    const ended = vi.fn();
    const unsubscribe = subscribeToSessionEnd(ended);
    expect(currentSessionAccess()).toBe(user.access);

    endSessionAfterUnauthorized(user.access);

    expect(getSessionUser()).toBeUndefined();
    expect(currentSessionAccess()).toBeUndefined();
    for (const key of Object.values(ACCOUNT_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    // The guards send to log in until the login page's notice has been shown.
    expect(wasSessionEndedByServer()).toBe(true);
    acknowledgeSessionEnd();
    expect(wasSessionEndedByServer()).toBe(false);
    unsubscribe();
  });

  it('leaves a newer session alone (a late 401 of the one before) and tells nobody', () => {
    storeSessionUser(testSessionUser({ access: 'eyJ.newer-session.token' }));
    const ended = vi.fn();
    const unsubscribe = subscribeToSessionEnd(ended);
    endSessionAfterUnauthorized('eyJ.older-session.token');
    expect(getSessionUser()?.access).toBe('eyJ.newer-session.token');
    expect(ended).not.toHaveBeenCalled();
    expect(wasSessionEndedByServer()).toBe(false);
    unsubscribe();
  });

  it('marks the login visit with a history state its notice recognises', () => {
    expect(isSessionEndedState(SESSION_ENDED_STATE)).toBe(true);
    expect(isSessionEndedState(null)).toBe(false);
    expect(isSessionEndedState({ sessionEnded: 'yes' })).toBe(false);
    expect(isSessionEndedState('sessionEnded')).toBe(false);
  });
});
