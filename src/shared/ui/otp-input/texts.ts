/** Spanish texts of the one-time code input. */
export const otpInputTexts = {
  /** Name of one box, e.g. "Dígito 1 de 4" (digits-only) or "Carácter 1 de 6". */
  box: (position: number, length: number, digitsOnly: boolean) => `${digitsOnly ? 'Dígito' : 'Carácter'} ${position} de ${length}`,
} as const;
