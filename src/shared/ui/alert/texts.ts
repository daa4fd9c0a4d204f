import type { AlertType } from './alert-types';

export const alertTexts = {
  accept: 'Aceptar',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  loading: 'Cargando',
} as const;

/** Names the dialog when an alert has no title. */
export const alertTypeLabels: Record<AlertType, string> = {
  success: 'Aviso',
  danger: 'Error',
  warning: 'Advertencia',
  answer: 'Confirmación',
  loader: 'Cargando',
};
