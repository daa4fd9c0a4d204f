import type { components } from '@/api/generated/main-api';

type Schemas = components['schemas'];
/** consumoV3 and consumoSSO answer the same balance; the contract declares it once per file. */
export type BalanceAnswer = Schemas['Balance'] | Schemas['schemas-Balance'];
type ConsumptionItem = Schemas['ConsumptionItem'] | Schemas['schemas-ConsumptionItem'];

/** The consumption names of spec 3 "Balance response", in the order the page shows them. */
const CONSUMPTION_KINDS = ['datosVelocidadNormal', 'datosVelocidadReducida', 'datosUsoInternacional', 'datosRedesSociales', 'minutos', 'sms'] as const;
export type ConsumptionKind = (typeof CONSUMPTION_KINDS)[number];

/** Data counts megabytes; minutes and SMS count units. */
export type ConsumptionUnit = 'megabytes' | 'minutes' | 'messages';

export interface ConsumptionLine {
  kind: ConsumptionKind;
  unit: ConsumptionUnit;
  used: number;
  total: number;
  available: number;
  /** Nothing is counted on this line of an unlimited plan: the page says "Ilimitado". */
  unlimited: boolean;
}

export interface ActiveOffering {
  id: string;
  /** The offer's name when the answer gives one. */
  name?: string;
  /** ISO 8601 date-time. */
  expiresAt: string;
}

/** The balance of the line as the page speaks of it. */
export interface Balance {
  lines: ConsumptionLine[];
  /** ISO 8601 date-time of the next top-up; absent when the server sends none. */
  nextTopUp?: string;
  sharesData: boolean;
  unlimited: boolean;
  offerings: ActiveOffering[];
}

const UNITS: Record<ConsumptionKind, ConsumptionUnit> = {
  datosVelocidadNormal: 'megabytes',
  datosVelocidadReducida: 'megabytes',
  datosUsoInternacional: 'megabytes',
  datosRedesSociales: 'megabytes',
  minutos: 'minutes',
  sms: 'messages',
};

function isConsumptionKind(name: string): name is ConsumptionKind {
  return (CONSUMPTION_KINDS as readonly string[]).includes(name);
}

/** A count as the page can show it: a finite number, never below zero. */
const count = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

/**
 * One consumption item. Data carries its own total; minutes and SMS only used and available,
 * so their total is the sum. A name outside the spec's six is not shown (undefined).
 */
export function toConsumptionLine(item: ConsumptionItem, unlimitedPlan: boolean): ConsumptionLine | undefined {
  const kind = item.nombre.trim();
  if (!isConsumptionKind(kind)) return undefined;
  const unit = UNITS[kind];
  const [used, available, total] =
    unit === 'megabytes'
      ? [count(item.mb_usados), count(item.mb_disponibles), count(item.mb_totales)]
      : unit === 'minutes'
        ? [count(item.min_usados), count(item.min_disponibles), count(item.min_usados) + count(item.min_disponibles)]
        : [count(item.sms_usados), count(item.sms_disponibles), count(item.sms_usados) + count(item.sms_disponibles)];
  return { kind, unit, used, available, total, unlimited: unlimitedPlan && total === 0 && available === 0 };
}

/**
 * The one mapper from the consumption answer (consumoV3 or consumoSSO) to the page's balance;
 * undefined when the server could not read it (success false). Missing lists read as empty.
 */
export function toBalance(answer: BalanceAnswer): Balance | undefined {
  if (!answer.success) return undefined;
  const unlimited = answer.esIlimitado === true;
  const lines = (answer.consumo ?? [])
    .map((item) => toConsumptionLine(item, unlimited))
    .filter((line): line is ConsumptionLine => line !== undefined)
    .sort((left, right) => CONSUMPTION_KINDS.indexOf(left.kind) - CONSUMPTION_KINDS.indexOf(right.kind));
  const balance: Balance = {
    lines,
    sharesData: answer.comparteDatos === true,
    unlimited,
    offerings: (answer.offeringsIds ?? []).map((offering) => ({
      id: offering.offeringId,
      expiresAt: offering.expireDate,
      ...(offering.nombre?.trim() ? { name: offering.nombre.trim() } : {}),
    })),
  };
  if (answer.proxima_recarga) balance.nextTopUp = answer.proxima_recarga;
  return balance;
}
