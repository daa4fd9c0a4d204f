import { brand } from '@/shared/config/brand';
import { lineCheckTexts, lineTypeNames } from './texts';

const { supportEmail, tollFreePhone, shortCode } = brand.contact;

/**
 * The top-up number check (validateTopUpLine). byStatus is the catalogue of spec payments 8
 * "Line-check messages by status", which the spec paraphrases: full sentences (decision 096).
 */
export const topUpLineTexts = {
  serviceUnavailable: lineCheckTexts.serviceUnavailable,
  /** statusCode 4, built from the offer type: 2 home internet, 3 portable internet, else a phone of the product. */
  wrongProduct: (number: string, offerType: number) => {
    if (offerType === 2) return `El número ${number} no es un número de servicio de Internet en casa. Verifícalo e ingrésalo nuevamente.`;
    if (offerType === 3) return `El número ${number} no es un número de servicio de Internet portátil. Verifícalo e ingrésalo nuevamente.`;
    return `El número ${number} no es un número de ${lineTypeNames.mbb}. Verifícalo e ingrésalo nuevamente.`;
  },
  byStatus: {
    '-1': (number: string) =>
      `El número ${number} no está registrado como asociado, por lo que no puede recibir esta recarga. Te invitamos a conocer nuestras otras recargas.`,
    1: (number: string) =>
      `No fue posible realizar la recarga al número ${number}. Comunícate con soporte al correo ${supportEmail}, al teléfono ${tollFreePhone} o marcando ${shortCode} desde tu línea.`,
    2: (number: string) => `El número ${number} no existe en la red. Verifícalo e ingrésalo nuevamente.`,
    3: (number: string) => `La línea ${number} necesita activarse. Comunícate con soporte para activarla.`,
  },
} as const;
