import { DISPLAY_LOCALE } from '@/shared/format/date-time';
import type { ConsumptionUnit } from './api/to-balance';

/** From this many megabytes a quantity of data reads in gigabytes. */
const MEGABYTES_PER_GIGABYTE = 1024;

const NUMBER = new Intl.NumberFormat(DISPLAY_LOCALE, { maximumFractionDigits: 2 });

/** "420 MB", "3.5 GB", "1,350 min", "460 SMS". */
export function formatAmount(amount: number, unit: ConsumptionUnit): string {
  if (unit === 'minutes') return `${NUMBER.format(amount)} min`;
  if (unit === 'messages') return `${NUMBER.format(amount)} SMS`;
  if (amount >= MEGABYTES_PER_GIGABYTE) return `${NUMBER.format(amount / MEGABYTES_PER_GIGABYTE)} GB`;
  return `${NUMBER.format(amount)} MB`;
}
