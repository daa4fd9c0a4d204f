import { brand } from '@/shared/config/brand';
import type { LineType } from './line-type';

/** What each line type is called in the messages of the number check. */
export const lineTypeNames: Record<LineType, string> = {
  mbb: `telefonía móvil ${brand.name}`,
  hbb: 'Internet en casa',
  mifi: 'Internet portátil',
};

export const lineCheckTexts = {
  /** The field's own flag when the server rejects the number (spec 5 "Account forms"). */
  invalidNumber: 'Número inválido',
  /**
   * statusCode 4: the number is not of the chosen line type; the spec only says the message is
   * built from the line type.
   */
  wrongLineType: (number: string, lineType: LineType) =>
    `El número ${number} no corresponde a un servicio de ${lineTypeNames[lineType]}. Verifica el tipo de línea seleccionado.`,
  /** A rejection without a server message. */
  rejectedDefault: (number: string) => `Lo sentimos, el número ${number} no es válido.`,
  /** success false or no answer: the contract's text for a service failure. */
  serviceUnavailable: 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.',
} as const;
