/**
 * Spanish texts of /cambiar-tarjeta. The spec gives no text of this screen (payments 8: "Errors
 * of billing and card replacement: not shown"); these are ours (decision 106). The code step's
 * and the lockout screen's texts are the shared ones; server messages are
 * shown as they come.
 */
export const cardReplacementTexts = {
  heading: 'Cambiar tarjeta',
  intro: (phone: string) => `Registra la nueva tarjeta con la que se cobrarán las recargas recurrentes del número ${phone}.`,
  steps: {
    card: 'Nueva tarjeta',
  },
  continue: 'Continuar',
  changeCard: 'Usar otra tarjeta',
  backToRecurring: 'Volver a mis recargas recurrentes',
  retry: 'Reintentar',
  loading: 'Preparando el formulario de tu tarjeta…',
  loadingStep: 'Cargando…',
  code: {
    sentTo: (phone: string) => `Ingresa el código que enviamos por SMS al número ${phone}.`,
  },
  done: {
    title: 'Tarjeta actualizada',
    message: 'Tu tarjeta fue actualizada correctamente.',
  },
  errors: {
    processorUnavailable: 'Por el momento no es posible cambiar tu tarjeta. Inténtalo más tarde.',
    sendFailed: 'No fue posible enviar el código de verificación. Inténtalo más tarde.',
    wrongCode: 'El código ingresado es incorrecto.',
    checkFailed: 'No fue posible validar el código. Inténtalo más tarde.',
    rejected: 'No fue posible actualizar tu tarjeta. Verifica los datos e inténtalo de nuevo.',
    tokenFailed: 'No fue posible validar tu tarjeta. Verifica los datos e inténtalo de nuevo.',
    noLine: 'No encontramos el número de la recarga recurrente. Vuelve a tus recargas recurrentes e inténtalo de nuevo.',
  },
} as const;
