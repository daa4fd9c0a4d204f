import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { allFlagsOff, FeatureFlagsProvider, type FeatureFlagsState } from '@/shared/domain/feature-flags';
import { createTestQueryClient } from '@/shared/testing/render-with-providers';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';
import { AppRoutes } from '../routes';

/** Every flag on or off, as a flags file that says so would leave them. */
export function flagsState(on: boolean): FeatureFlagsState {
  const rules = Object.fromEntries(Object.keys(allFlagsOff()).map((name) => [name, { on }])) as FeatureFlagsState['rules'];
  return { rules, guestEsimEnabled: false, readFailed: false };
}

/** The address the router is at, as the app's own code sees it. */
interface CurrentLocation {
  pathname: string;
  search: string;
}

function LocationProbe({ onChange }: { onChange: (location: CurrentLocation) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    onChange({ pathname, search });
  }, [pathname, search, onChange]);
  return null;
}

/** The app's routes (or `routes`) in memory at `url`, with the providers the app gives them. */
export function renderApp(url: string, { flagsOn = true, routes, flags }: { flagsOn?: boolean; routes?: ReactNode; flags?: Promise<FeatureFlagsState> } = {}) {
  const location: CurrentLocation = { pathname: '', search: '' };
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <FeatureFlagsProvider state={flags ?? flagsState(flagsOn)} search="">
        <AlertProvider>
          <MemoryRouter initialEntries={[url]}>
            {routes ?? <AppRoutes />}
            <LocationProbe onChange={(current) => Object.assign(location, current)} />
          </MemoryRouter>
        </AlertProvider>
      </FeatureFlagsProvider>
    </QueryClientProvider>,
  );
  return { location, user };
}
