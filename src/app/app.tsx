import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/shared/api/query-client';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';
import { Splash } from '@/shared/ui/splash/splash';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <RouterProvider router={router} />
        {/* The request splash (decision 033): one overlay for every client call. */}
        <Splash />
      </AlertProvider>
    </QueryClientProvider>
  );
}
