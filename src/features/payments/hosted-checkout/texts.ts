import { cardFormTexts } from '../card-form/texts';
import { mainDataFieldNames, pluginTexts } from '../plugin/texts';

/**
 * Texts of the legacy plugin's hosted checkout (provider type 2). The spec gives none of these
 * (payments 2, 4, 8): written here (decision 269) and quoted by the tests. The legal and recurring
 * texts are the card form's, so both forms of the legacy plugin read alike.
 */
export const hostedCheckoutTexts = {
  loading: 'Cargando el formulario de pago seguro…',
  intro: 'Escribe los datos de tu tarjeta en el formulario seguro del procesador de pagos.',
  frameTitle: 'Formulario seguro: datos de la tarjeta',
  /** The frame's button: a step in detail mode. */
  next: 'Continuar',
  recurring: cardFormTexts.form.recurring,
  /** Reported before loading the script when the purchase lacks main data (spec payments 5, "Wallet client rules"). */
  missingMainData: 'No podemos mostrar el formulario de pago porque faltan datos de la compra:',
  missingFields: mainDataFieldNames,
  /** Mounting errors (spec payments 8): the code stays in the text so that support can tell them apart. */
  mountErrors: {
    C002: 'No pudimos mostrar el formulario de pago (código C002). Por favor, intenta más tarde.',
    C003: 'El formulario de pago no está disponible por falta de datos o de configuración (código C003). Por favor, contacta a soporte.',
  },
  /** An unticked legal checkbox, by its tipo: the card form's reference messages. */
  legalRefused: cardFormTexts.errors.legal,
  /** A token error without message_to_purchaser passes on as the failed payment (spec payments 8). */
  paymentFailed: pluginTexts.chargeFailed,
  /** The detail view's way back to the frame. */
  detailBack: 'Cambiar los datos de la tarjeta',
} as const;
