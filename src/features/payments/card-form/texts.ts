import { pluginTexts } from '../plugin/texts';

/** Spanish texts of the card form (spec payments 2, 5 and 8). */
export const cardFormTexts = {
  form: {
    label: 'Datos de la tarjeta',
    firstName: 'Nombre(s) del titular',
    lastNames: 'Apellidos del titular',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM / YY)',
    expiryPlaceholder: 'MM/YY',
    cvv: 'CVV',
    address: 'Dirección',
    postalCode: 'Código postal',
    neighbourhood: 'Colonia',
    neighbourhoodPlaceholder: 'Selecciona tu colonia',
    recurring: 'Quiero que esta recarga se haga de forma recurrente',
    lookingUpPostalCode: 'Buscando colonias…',
    next: 'Siguiente',
    defaultPay: 'Pagar',
  },
  detail: {
    title: 'Detalle del pago',
    price: 'Precio',
    phone: 'Teléfono',
    email: 'Correo',
    holder: 'Titular',
    cardNumber: 'Tarjeta',
    expiry: 'Vencimiento',
    cvv: 'CVV',
    address: 'Dirección',
    back: 'Regresar',
  },
  errors: {
    required: 'Campo requerido',
    name: 'Escribe solo letras y espacios',
    cardNumber: 'Número de tarjeta inválido',
    expiry: 'Lo sentimos, la fecha de vencimiento de la tarjeta no es válida',
    cvv: 'El CVV debe tener 3 o 4 dígitos',
    postalCode: 'El código postal debe tener 5 dígitos',
    neighbourhood: 'Selecciona una colonia',
    /** The reference message of an unticked legal checkbox, by its tipo (decision 093). */
    legal: {
      1: 'Debes aceptar el aviso de privacidad para continuar',
      2: pluginTexts.termsRefused,
    },
  },
  /**
   * A tokeniser error about a field but without message_to_purchaser (spec payments 8: each clears
   * its field "with a matching message", texts not shown; assumed, decision 185).
   */
  tokenErrors: {
    cardNumber: 'Lo sentimos, el número de tarjeta no es válido. Escríbelo de nuevo.',
    expiry: 'Lo sentimos, la fecha de vencimiento de la tarjeta no es válida',
    cvv: 'Lo sentimos, el CVV de la tarjeta no es válido. Escríbelo de nuevo.',
    names: 'Lo sentimos, el nombre del titular no es válido. Escríbelo como aparece en la tarjeta.',
  },
  alerts: {
    /** Spec payments 8, replacement SIM postal code: the same default for the card form's lookup. */
    postalCodeFailed: 'Hubo un error al consultar tu código postal',
    /** Spec payments 8, top-up failure: a tokeniser error without a message for the buyer passes on as a failed payment. */
    paymentFailed: 'Lo sentimos, se ha tenido un problema al procesar tu pago.',
  },
} as const;
