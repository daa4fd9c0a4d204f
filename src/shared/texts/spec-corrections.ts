/**
 * The one table of the specification's slips (issue 35). The spec quotes the original site's
 * texts with slips a Mexican visitor reads as mistakes: an "i" typed for "¡", a missing "¡", a
 * missing accent, a sentence ending in a comma. The site shows the correction; every other text
 * of the spec stays exactly as quoted (tests/spec/spec-corrections.test.ts and quoted-texts.test.ts).
 */
export interface SpecCorrection {
  /** Exactly as the spec quotes it. */
  original: string;
  /** What the site shows instead. */
  corrected: string;
  /** The slip, in a few words. */
  slip: string;
  /** The spec document that quotes it (docs/spec/<document>.md). */
  document: 'site-account-acquisition' | 'payments-offers-catalogue';
  /** The texts.ts files whose values show the correction (as the whole text or within it). */
  shownIn: readonly string[];
}

export const SPEC_CORRECTIONS: readonly SpecCorrection[] = [
  {
    original: 'iUps! Parece que has alcanzado el número máximo de intentos',
    corrected: '¡Ups! Parece que has alcanzado el número máximo de intentos',
    slip: 'an "i" for "¡"',
    document: 'site-account-acquisition',
    shownIn: ['src/shared/ui/lockout-timer/texts.ts'],
  },
  {
    original: 'Tomate un respiro y vuelve a intentarlo en una hora',
    corrected: 'Tómate un respiro y vuelve a intentarlo en una hora',
    slip: 'missing accent ("Tómate")',
    document: 'site-account-acquisition',
    shownIn: ['src/shared/ui/lockout-timer/texts.ts'],
  },
  {
    original: 'Felicidades! Su equipo es compatible con nuestra red',
    corrected: '¡Felicidades! Su equipo es compatible con nuestra red',
    slip: 'missing opening "¡"',
    document: 'site-account-acquisition',
    shownIn: ['src/shared/domain/imei-check/texts.ts'],
  },
  {
    original: 'Hubo un error al validar tus datos,',
    corrected: 'Hubo un error al validar tus datos.',
    slip: 'a sentence ending in a comma',
    document: 'site-account-acquisition',
    shownIn: ['src/features/account/login/texts.ts', 'src/features/sso/texts.ts'],
  },
  {
    original: 'No fue posible generar tu código de verificación por favor intentalo más tarde',
    corrected: 'No fue posible generar tu código de verificación por favor inténtalo más tarde',
    slip: 'missing accent ("inténtalo")',
    document: 'site-account-acquisition',
    shownIn: ['src/features/account/recovery/texts.ts', 'src/features/account/register/texts.ts', 'src/features/sso/texts.ts'],
  },
  {
    original: 'Se esta procesando tu pago',
    corrected: 'Se está procesando tu pago',
    slip: 'missing accent ("está")',
    document: 'payments-offers-catalogue',
    shownIn: ['src/features/payments/plugin/texts.ts'],
  },
  {
    original: 'la fecha de vencimiento de la tarjeta no es valida',
    corrected: 'la fecha de vencimiento de la tarjeta no es válida',
    slip: 'missing accent ("válida")',
    document: 'payments-offers-catalogue',
    shownIn: ['src/features/payments/card-form/texts.ts'],
  },
];

const CORRECTED_BY_ORIGINAL = new Map(SPEC_CORRECTIONS.map(({ original, corrected }) => [original, corrected]));

/**
 * A server's message with the spec's slip corrected: the real backend answers the original site's
 * words ("Hubo un error al validar tus datos,"), which the site shows corrected like its own texts.
 * Only a whole message that is an original of the table changes; anything else is shown as sent.
 */
export function withSpecSlipsCorrected(message: string): string {
  return CORRECTED_BY_ORIGINAL.get(message) ?? message;
}
