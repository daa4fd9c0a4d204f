/** Spanish texts of the lockout screen (spec 8 "Account errors": lockout). */
export const lockoutTimerTexts = {
  // The spec's text, lowercase "i" included.
  title: '¡Ups! Parece que has alcanzado el número máximo de intentos',
  body: 'Tómate un respiro y vuelve a intentarlo en una hora',
  timerLabel: 'Tiempo restante para volver a intentarlo',
  resend: 'Enviar nuevamente',
  /** The days before the hh:mm:ss of a lockout longer than a day. */
  days: (count: number) => (count === 1 ? '1 día' : `${count} días`),
} as const;
