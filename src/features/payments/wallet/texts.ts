/** Texts of the wallet button (provider type 3). */
export const walletTexts = {
  label: 'Pago con monedero electrónico',
  /** Shown above the button while a present legal checkbox is unticked. */
  acceptLegal: 'Acepta los avisos para habilitar el botón de pago.',
  loading: 'Cargando el botón de pago…',
  /** The buyer closed or cancelled the wallet's approval window: nothing was charged. */
  cancelled: 'Cancelaste el pago con tu monedero; no se realizó ningún cargo. Puedes intentarlo de nuevo.',
  /** The wallet failed (order refused, window blocked, SDK error). */
  failed: 'Lo sentimos, no fue posible completar el pago con tu monedero. Intenta de nuevo más tarde.',
  /** The SDK script did not load or is not configured. */
  unavailable: 'El pago con monedero no está disponible en este momento. Por favor, intenta más tarde.',
  /** Client rule (spec payments 5): both order creators defined. */
  bothOrderCreators: 'La configuración del monedero es inválida: define la creación de la orden en el cliente y en el servidor; debe definir solo una.',
  /** Client rule (spec payments 5): no order creator defined. */
  noOrderCreator: 'La configuración del monedero es inválida: no define la creación de la orden en el cliente ni en el servidor.',
} as const;
