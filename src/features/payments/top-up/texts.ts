/** Spanish texts of the top-up modal (spec payments 2, 5 and 8). */
export const topUpTexts = {
  dialogTitle: 'Tu recarga',
  loading: 'Cargando la oferta…',
  notFound: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
  retry: 'Reintentar',
  priceNote: '*',
  duration: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  /** The offer card's label for the same value (offers texts), so the card and the modal agree. */
  durationLabel: 'Vigencia:',
  includes: 'Incluye:',
  fairUse: '*Aplica PUJ',
  privacyNotice: 'Tus datos se tratan conforme a nuestro',
  privacyNoticeLink: 'Aviso de Privacidad',
  securityLogo: 'Pago seguro con el estándar de seguridad PCI DSS',
  lineData: {
    heading: 'Datos de la línea',
    serviceNumber: 'Número de servicio',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    checking: 'Validando el número…',
    next: 'Siguiente',
  },
  errors: {
    serviceNumber: 'Número de servicio inválido',
    phone: 'Número de teléfono inválido',
    email: 'Correo inválido',
    required: 'Campo requerido',
  },
  summary: {
    /**
     * Spec payments 2 names "a summary" without its text: each heading names what is bought (a
     * recharge, or the eSIM or SIM an acquisition dialog handed over).
     */
    heading: 'Resumen de tu recarga',
    purchaseHeading: { esim: 'Resumen de tu compra de eSIM', captacion: 'Resumen de tu compra de SIM' },
    serviceNumber: 'Número de servicio:',
    phone: 'Número de teléfono:',
    email: 'Correo electrónico:',
    edit: 'Modificar datos',
  },
  whatsapp: {
    /** The spec's meaning, in full. */
    consent: 'Quiero recibir información sobre mi línea por WhatsApp. Pueden aplicar cargos por uso de datos.',
    subscribed: 'Listo, recibirás información sobre tu línea por WhatsApp.',
    notSubscribed: 'No fue posible registrar tu suscripción a WhatsApp. Inténtalo más tarde.',
  },
  success: 'Felicidades, se ha completado tu pago.',
  /**
   * A paid top-up (spec payments 8: "the recharge is in process and another attempt should be
   * avoided"); the exact text is not shown, this one is assumed (decision 181).
   */
  rechargeSucceeded:
    'Felicidades, se ha completado tu pago. Tu recarga está en proceso y en unos minutos se verá reflejada en tu línea; evita realizar otro intento para no duplicar el cargo.',
  failureDefault: 'Lo sentimos, se ha tenido un problema al procesar tu pago.',
} as const;
