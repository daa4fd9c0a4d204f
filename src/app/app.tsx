import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/shared/api/query-client';
import { FeatureFlagsProvider, type FeatureFlagsState } from '@/shared/feature-flags';
import { useSessionUser } from '@/shared/session';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';
import { Splash } from '@/shared/ui/splash/splash';
import { AppRoutes } from './routes';
import { SessionEndRedirect } from './session-end-redirect';

export interface AppProps {
  /** What loadFeatureFlags() read before the first render (spec 7). */
  featureFlags: FeatureFlagsState;
}

export function App({ featureFlags }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const user = useSessionUser();
  // Conditions are tested for the logged-in user; allowedData and allowedRegex with the line number.
  const subject = user ? { value: user.number, user: { email: user.email, phone: user.number } } : undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <FeatureFlagsProvider state={featureFlags} subject={subject}>
        <AlertProvider>
          <BrowserRouter>
            <AppRoutes />
            <SessionEndRedirect />
          </BrowserRouter>
          {/* The request splash (decision 033): one overlay for every client call. */}
          <Splash />
        </AlertProvider>
      </FeatureFlagsProvider>
    </QueryClientProvider>
  );
}
