import type { Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../src/shared/domain/session/session-store';
import type { SessionUser } from '../src/shared/domain/session/session-user';
import { encodeValue } from '../src/shared/storage/encoded-storage';
import { testSessionUser } from '../src/shared/testing/session-user';

export const maria = testSessionUser();

/** The page starts with `user` logged in, as after a login (decision 043); only on the first load. */
export async function startLoggedIn(page: Page, user: SessionUser = maria): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('e2e-session-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e-session-seeded', '1');
      }
    },
    [SESSION_STORAGE_KEYS.user, encodeValue(user)] as const,
  );
}

/** Cookies accepted before the visit, so the notice stays out of the way. */
export async function acceptCookiesBeforeVisit(page: Page): Promise<void> {
  // Init scripts run in every frame too; a PDF viewer's blob frame has no storage.
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookie-consent', '[1,2]');
  });
}
