import { lineStatusTexts } from './line-status-texts';
import { lineCheckTexts, lineTypeNames } from './texts';

/**
 * The top-up number check (validateTopUpLine). byStatus is the catalogue of spec payments 8
 * "Line-check messages by status", which the spec paraphrases: full sentences.
 */
export const topUpLineTexts = {
  serviceUnavailable: lineCheckTexts.serviceUnavailable,
  /** statusCode 4, built from the offer type: 2 home internet, 3 portable internet, else a phone of the product. */
  wrongProduct: (number: string, offerType: number) => {
    if (offerType === 2) return `El número ${number} no es un número de servicio de Internet en casa. Verifícalo e ingrésalo nuevamente.`;
    if (offerType === 3) return `El número ${number} no es un número de servicio de Internet portátil. Verifícalo e ingrésalo nuevamente.`;
    return `El número ${number} no es un número de ${lineTypeNames.mbb}. Verifícalo e ingrésalo nuevamente.`;
  },
  /** Statuses -1, 1, 2 and 3, in the recharge's voice. */
  byStatus: lineStatusTexts.recharge,
} as const;
