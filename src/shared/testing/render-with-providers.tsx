import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';

export interface RenderWithProvidersOptions {
  /** The address the page is rendered at, query string included. */
  url?: string;
  /** The route pattern `ui` is mounted on; other paths render nothing (read `router.state.location`). */
  path?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `ui` as a routed page with a fresh QueryClient (no retries) and the alert provider. */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = new URL(url, 'http://localhost').pathname }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, router };
}
