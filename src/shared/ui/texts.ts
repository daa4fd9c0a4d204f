/** Spanish texts of the shared design system. */
export const uiTexts = {
  close: 'Cerrar',
} as const;
