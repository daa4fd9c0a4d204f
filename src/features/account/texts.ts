/** Spanish texts of the account pages; titles as the spec names them (spec 2.2). */
export const accountTexts = {
  login: { heading: 'Inicio de sesión' },
  recovery: { heading: 'Cambio de contraseña' },
  register: { heading: 'Registro' },
  // The spec titles both register pages "Registro" (spec 2.2); the intro says which step this is.
  completeRegistration: { heading: 'Registro' },
} as const;
