/**
 * Spanish texts of /recurrente. The title is the spec's (2.2 "recurring top-ups"); the spec
 * gives no other text of this screen, so the rest are ours (decision 080). The two failure
 * defaults repeat the contract's own messages, shown when the server sends none.
 */
export const recurringTopUpsTexts = {
  heading: 'Recargas recurrentes',
  intro: 'Estas recargas se cobran automáticamente a tu tarjeta. Puedes desactivarlas cuando quieras.',
  loading: 'Cargando tus recargas recurrentes…',
  empty: 'No tienes recargas recurrentes activas.',
  retry: 'Reintentar',
  fields: {
    number: 'Número',
    price: 'Monto',
    validity: 'Vigencia',
    card: 'Tarjeta',
    nextCharge: 'Próximo cobro',
    createdAt: 'Activa desde',
  },
  validityDays: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  cardEnding: (lastDigits: string) => `Terminación ${lastDigits}`,
  deactivate: 'Desactivar',
  changeCard: 'Cambiar tarjeta',
  confirm: {
    title: 'Desactivar recarga recurrente',
    /** HTML: the alert renders its message sanitized; the values come escaped. */
    message: (name: string, phone: string) => `¿Deseas desactivar la recarga recurrente <strong>${name}</strong> del número ${phone}?`,
  },
  errors: {
    listFailed: 'No fue posible consultar tus recargas recurrentes, intenta más tarde.',
    deactivateFailed: 'No fue posible desactivar tu recarga recurrente, intenta más tarde.',
  },
  deactivated: 'Tu recarga recurrente fue desactivada.',
} as const;
