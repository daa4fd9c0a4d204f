import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/shared/api/query-client';
import { FeatureFlagsProvider, type FeatureFlagsState } from '@/shared/domain/feature-flags';
import { useSessionUser } from '@/shared/domain/session';
import { afterLoadAndIdle } from '@/shared/scheduling/after-load-idle';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';
import { Splash } from '@/shared/ui/splash/splash';
import { AppRoutes } from './routes';
import { SessionEndRedirect } from './session-end-redirect';

export interface AppProps {
  /** What loadFeatureFlags() reads (spec 7), or its promise: the app renders before it arrives (decision 265). */
  featureFlags: FeatureFlagsState | Promise<FeatureFlagsState>;
  /**
   * Routes the pages some other way than the browser's history: the build's first views
   * (src/prerender) wrap them in a StaticRouter, whose code the site itself never loads.
   */
  routePages?: (pages: ReactNode) => ReactNode;
}

export function App({ featureFlags, routePages }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const user = useSessionUser();
  // Conditions are tested for the logged-in user; allowedData and allowedRegex with the line number.
  const subject = user ? { value: user.number, user: { email: user.email, phone: user.number } } : undefined;
  // Every visitor is given a guest uuid for journey tracking (first document 1), once
  // the page is interactive and idle: its code and call wait. A journey that needs
  // the guest sooner asks for it itself, and shares the same call.
  useEffect(
    () =>
      afterLoadAndIdle(() => {
        import('@/shared/domain/guest-session/visitor-guest').then(
          ({ giveVisitorAGuest }) => giveVisitorAGuest(),
          () => undefined,
        );
      }),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureFlagsProvider state={featureFlags} subject={subject}>
        <AlertProvider>
          {routePages ? (
            routePages(<AppRoutes />)
          ) : (
            <BrowserRouter>
              <AppRoutes />
              <SessionEndRedirect />
            </BrowserRouter>
          )}
          {/* The request splash: one overlay for every client call. */}
          <Splash />
        </AlertProvider>
      </FeatureFlagsProvider>
    </QueryClientProvider>
  );
}
