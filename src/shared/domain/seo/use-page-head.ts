import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/shared/config/env';

/**
 * Keeps the head (description, robots, canonical, link previews) in step with the page the
 * visitor is on. The first page's head comes from the build; the table and the
 * code that applies it load on the first navigation, or at once when the served document was the
 * fallback of another address (a redirect, /404): when the canonical link names another path.
 */
export function usePageHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    if (canonical.replace(/^https?:\/\/[^/]+/, '') === pathname) return;
    import('./apply-page-head').then(
      ({ applyPageHead }) => applyPageHead(pathname, env.siteUrl),
      () => undefined,
    );
  }, [pathname]);
}
