import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/shared/config/env';

/** Whether the document's head is already the one the build wrote for `pathname`. */
function headIsFor(pathname: string): boolean {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return false;
  try {
    return new URL(canonical.href).pathname.replace(/(.)\/$/, '$1') === pathname;
  } catch {
    return false;
  }
}

/**
 * Keeps the head (description, robots, canonical, link previews) in step with the page the
 * visitor is on (decision 140). The first page's head comes from the build; the table and the
 * code that applies it load on the first navigation, or at once when the served document was the
 * fallback of another address (a redirect, /404).
 */
export function usePageHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (headIsFor(pathname)) return;
    void import('./apply-page-head').then(({ applyPageHead }) => applyPageHead(pathname, env.siteUrl)).catch(() => undefined);
  }, [pathname]);
}
