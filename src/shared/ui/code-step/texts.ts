/**
 * Spanish texts of the one-time code step that the SIM replacement and the card replacement
 * share. The spec shows none of them; the lockout screen's are
 * lockout-timer's.
 */
export const codeStepTexts = {
  title: 'Código de verificación',
  label: 'Código de verificación',
  verify: 'Verificar',
  resend: 'Enviar un código nuevo',
  attempts: (left: number) => (left === 1 ? 'Te queda 1 intento.' : `Te quedan ${left} intentos.`),
} as const;
