import { brand } from '@/shared/config/brand';

/** Texts of the payment plugin (spec payments 8 and 9). */
export const pluginTexts = {
  /** Secure data failed or answered success false. */
  serviceUnavailable: 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.',
  /** The plugin call failed, answered success false, or its information did not decrypt. */
  clientDataError: 'Hubo un error al obtener la información del cliente. Por favor, contacta a soporte.',
  chargeSucceeded: 'Felicidades, se ha completado tu pago.',
  chargeFailed: 'Lo sentimos, se ha tenido un problema al procesar tu pago.',
  /** Beneath the loader while charging (spec payments 8: used while charging, not as an alert). */
  processing: 'Se está procesando tu pago',
  /**
   * Assumed text (decision 181): a charge without an answer, or a purchase whose last charge got
   * none a short while ago. The card may be charged: the visitor is asked not to try again.
   */
  inProcess:
    'Tu pago está en proceso. Para evitar un cargo doble, no realices otro intento de esta compra por ahora: en unos minutos verás el resultado en tu línea o en tu correo.',
  /** Loader while charging, unless the plugin's style names another. */
  charging: 'Cobrando recarga a tu línea',
  loading: 'Cargando métodos de pago…',
  /** Provider types 2 and 3 come with the next issue. */
  providerNotAvailable: 'Este método de pago todavía no está disponible. Por favor, intenta más tarde.',
  /** The pay button of the top-up modal (spec payments 9); the generic default is 'Pagar'. */
  payButton: 'Pagar ahora',
  genericPayButton: 'Pagar',
  regionLabel: 'Pago',
  /** The terms left unaccepted, in the card form and the hosted checkout alike (decision 093). */
  termsRefused: 'Debes aceptar los términos y condiciones para continuar',
} as const;

/**
 * The detail view of the hosted checkout and the gateway (spec payments 2 names its facts, not
 * their labels: written here, decision 100). Its pay button reads the configuration's button text.
 */
export const purchaseDetailTexts = {
  title: 'Detalle de tu compra',
  imageAlt: `Recarga ${brand.name}`,
  description: 'Descripción',
  price: 'Precio',
  phone: 'Teléfono',
  email: 'Correo',
} as const;

/** The purchase's main data, as the missing-data notice of a frame-based payment names them. */
export const mainDataFieldNames = {
  email: 'correo electrónico',
  phone: 'número de teléfono',
  description: 'descripción de la recarga',
  shipping: 'datos de envío',
} as const;
