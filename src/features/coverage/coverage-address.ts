/** The address of the coverage form, in the app's names. */
export interface CoverageAddress {
  street: string;
  exteriorNumber: string;
  neighbourhood: string;
  postalCode: string;
  municipality: string;
  state: string;
}

export const POSTAL_CODE_DIGITS = 5;

/** Lengths that keep the joined address within the contract's 300 characters. */
export const ADDRESS_MAX_LENGTH = {
  street: 80,
  exteriorNumber: 10,
  neighbourhood: 60,
  postalCode: POSTAL_CODE_DIGITS,
  municipality: 60,
  state: 40,
} as const satisfies Record<keyof CoverageAddress, number>;

export const EMPTY_COVERAGE_ADDRESS: CoverageAddress = {
  street: '',
  exteriorNumber: '',
  neighbourhood: '',
  postalCode: '',
  municipality: '',
  state: '',
};

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The one-line address the coverage check takes (`direccion`): "Calle Número, Colonia, C.P.
 * 00000, Municipio, Estado", spaces tidied.
 */
export function addressLineOf(address: CoverageAddress): string {
  return [
    `${tidy(address.street)} ${tidy(address.exteriorNumber)}`,
    tidy(address.neighbourhood),
    `C.P. ${tidy(address.postalCode)}`,
    tidy(address.municipality),
    tidy(address.state),
  ].join(', ');
}
