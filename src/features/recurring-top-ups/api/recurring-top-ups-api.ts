import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '@/api/clients';
import type { components } from '@/api/generated/payments-api';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';

type RecurringTopUpSchema = components['schemas']['RecurringTopUp'];

/** An active recurring top-up as the page shows it. */
export interface RecurringTopUp {
  id: string;
  /** The line that is topped up (10 digits). */
  phone: string;
  /** The offer that is recharged. */
  name: string;
  /** Pesos (MXN). */
  price: number;
  validityDays: number | undefined;
  /** Last four digits of the card that is charged. */
  cardLastDigits: string | undefined;
  /** ISO date-time. */
  createdAt: string | undefined;
  /** ISO date (yyyy-MM-dd). */
  nextCharge: string | undefined;
}

/** The one mapper from the contract's item. */
export function toRecurringTopUp(item: RecurringTopUpSchema): RecurringTopUp {
  return {
    id: item.id,
    phone: item.telefono,
    name: item.nombre,
    price: item.precio,
    validityDays: item.vigencia,
    cardLastDigits: item.tarjeta,
    createdAt: item.fechaAlta,
    nextCharge: item.proximoCobro,
  };
}

/** The list could not be read; `serverMessage` is the server's mensaje when it sent one. */
export class RecurringTopUpsError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'recurring top-ups unavailable');
    this.name = 'RecurringTopUpsError';
  }
}

const ACTIVE_RECURRING_TOP_UPS_PATH = '/servicio/{uuid}/recurrencia/activas'; // listActiveRecurringTopUps

async function listActiveRecurringTopUps(uuid: string, signal: AbortSignal): Promise<RecurringTopUp[]> {
  const { okBody } = await settle(() => paymentsApi.GET(ACTIVE_RECURRING_TOP_UPS_PATH, { params: { path: { uuid } }, signal }));
  if (!okBody?.success) throw new RecurringTopUpsError(okBody?.mensaje || undefined);
  return (okBody.lista ?? []).map(toRecurringTopUp);
}

/** The customer's active recurring top-ups; the page invalidates them after a deactivation, by this key. */
export function recurringTopUpsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: apiQueryKey('paymentsApi', ACTIVE_RECURRING_TOP_UPS_PATH, { uuid }),
    queryFn: ({ signal }) => listActiveRecurringTopUps(uuid, signal),
    // The page offers its own "Reintentar".
    retry: readRetries('listActiveRecurringTopUps'),
  });
}

export type DeactivateOutcome = { kind: 'deactivated'; message: string | undefined } | { kind: 'failed'; message: string | undefined };

/** success false, a 404 (already inactive or unknown), another status or no answer are all failures. */
export async function deactivateRecurringTopUp({ uuid, id }: { uuid: string; id: string }): Promise<DeactivateOutcome> {
  const { body, okBody } = await settle(() => paymentsApi.POST('/servicio/{uuid}/recurrencia/desactivar', { params: { path: { uuid } }, body: { id } }));
  if (okBody?.success) return { kind: 'deactivated', message: okBody.mensaje || undefined };
  return { kind: 'failed', message: body?.mensaje || undefined };
}
