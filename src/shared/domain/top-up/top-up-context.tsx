import { createContext, useContext, type ReactNode } from 'react';
import type { OpenTopUp } from './top-up-request';

/** Without a provider (a page rendered alone in a test) the buy buttons do nothing. */
const TopUpContext = createContext<OpenTopUp>(() => undefined);

/**
 * Gives every page the opener of the top-up modal. The root layout provides it and renders the
 * lazy modal: features may not import each other, so an offer card reaches the payments feature
 * through this seam.
 */
export function TopUpProvider({ openTopUp, children }: { openTopUp: OpenTopUp; children: ReactNode }) {
  return <TopUpContext value={openTopUp}>{children}</TopUpContext>;
}

/** `openTopUp(request)` opens the top-up modal for an offer or a banner's recharge. */
export function useOpenTopUp(): OpenTopUp {
  return useContext(TopUpContext);
}
