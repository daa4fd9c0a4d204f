import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@/shared/domain/analytics';

/**
 * One page view per address the visitor reaches (spec 7 "Marketing and advertising tags"); the
 * analytics module drops it until cookies are accepted. Runs after the page has
 * committed, so the page's <title> (from `<Page>`) is already in the document.
 */
export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView({ path: `${pathname}${search}`, title: document.title });
  }, [pathname, search]);
}
