import { createContext, useContext } from 'react';
import type { AlertApi } from './alert-types';

export const AlertContext = createContext<AlertApi | null>(null);

export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert must be used inside <AlertProvider>');
  return api;
}
