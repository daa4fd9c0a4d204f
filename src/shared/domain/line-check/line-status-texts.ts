import { brand } from '@/shared/config/brand';
import { formatPhone } from '@/shared/format/phone';

const { supportEmail, tollFreePhone, shortCode } = brand.contact;

/**
 * The statuses a line check answers besides "go on" (checkBaitLine's `status`, validateTopUpLine's
 * `statusCode`; spec payments 8 "Line-check messages by status"): -1 not an associate, 1 cannot
 * go on (contact support), 2 not on the network, 3 needs activation. Status 4 (wrong kind of
 * number) is built from what was expected by each check.
 */
type LineStatus = -1 | 1 | 2 | 3;

export type LineStatusCatalogue = Readonly<Record<LineStatus, (number: string) => string>>;

/**
 * The one catalogue of those statuses, in two voices: a recharge page speaks of
 * the recharge (the associates page and the top-up modal, the number as typed); a
 * page that manages the line (/cambio-nir) speaks of going on with it, the number formatted.
 */
export const lineStatusTexts: { recharge: LineStatusCatalogue; lineService: LineStatusCatalogue } = {
  recharge: {
    [-1]: (number) =>
      `El número ${number} no está registrado como asociado, por lo que no puede recibir esta recarga. Te invitamos a conocer nuestras otras recargas.`,
    1: (number) =>
      `No fue posible realizar la recarga al número ${number}. Comunícate con soporte al correo ${supportEmail}, al teléfono ${tollFreePhone} o marcando ${shortCode} desde tu línea.`,
    2: (number) => `El número ${number} no existe en la red. Verifícalo e ingrésalo nuevamente.`,
    3: (number) => `La línea ${number} necesita activarse. Comunícate con soporte para activarla.`,
  },
  lineService: {
    [-1]: (number) => `La línea ${formatPhone(number)} no está registrada como asociado ${brand.name}.`,
    1: (number) => `Lo sentimos, no fue posible continuar con la línea ${formatPhone(number)}. ${contactUs()}`,
    2: (number) => `El número ${formatPhone(number)} no existe en la red ${brand.name}, verifica que esté bien escrito.`,
    3: (number) => `La línea ${formatPhone(number)} requiere activación. ${contactUs()}`,
  },
};

function contactUs(): string {
  return `Comunícate con nosotros a ${supportEmail}, al ${formatPhone(tollFreePhone)} o al ${shortCode} desde tu línea ${brand.name}.`;
}

/** The catalogue's sentence of a status, or undefined for a status it does not name. */
export function lineStatusMessage(catalogue: LineStatusCatalogue, status: number | undefined, number: string): string | undefined {
  const sentence = (catalogue as Readonly<Partial<Record<number, (number: string) => string>>>)[status ?? Number.NaN];
  return sentence?.(number);
}
