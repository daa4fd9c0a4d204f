import { mainDataFieldNames, pluginTexts } from '../plugin/texts';

/**
 * Texts of the hosted checkout (provider type 2). The spec gives none of these (payments 2, 4, 8):
 * they are written here (decision 100) and quoted by the tests.
 */
export const gatewayTexts = {
  loading: 'Cargando la pasarela de pago…',
  intro: 'Escribe los datos de tu tarjeta en la pasarela de pago segura.',
  frameTitle: 'Pasarela de pago: datos de la tarjeta',
  recurring: 'Quiero que esta recarga se haga de forma recurrente',
  /** Reported before embedding when the purchase lacks main data (spec payments 5, "Wallet client rules"). */
  missingMainData: 'No podemos mostrar la pasarela de pago porque faltan datos de la compra:',
  missingFields: mainDataFieldNames,
  /** Embedding errors (spec payments 8): the code stays in the text so that support can tell them apart. */
  embedErrors: {
    C002: 'No pudimos mostrar la pasarela de pago (código C002). Por favor, intenta más tarde.',
    C003: 'La pasarela de pago no está disponible por falta de datos o de configuración (código C003). Por favor, contacta a soporte.',
  },
  /** A RequestPayment before the frame's terms were accepted (ChangeLegal 0). */
  termsRequired: pluginTexts.termsRefused,
  /** The detail view's way back to the frame. */
  detailBack: 'Regresar a la pasarela de pago',
} as const;
