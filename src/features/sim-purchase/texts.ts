/** Texts of the replacement-SIM dialog (spec 2.11 and payments 2, 5 and 8). */
export const simPurchaseTexts = {
  title: 'SIM',
  total: 'Total a pagar',
  includes: 'Este paquete incluye',
  fairUse: '*Aplica PUJ',
  noBenefitsNote: 'La SIM de reemplazo no incluye los beneficios del paquete',
  delivery: {
    legend: 'Entrega',
    home: 'Envío a domicilio',
  },
  form: {
    heading: 'Ingresa tus datos de envío',
    contactName: 'Nombre(s)',
    contactLastName: 'Apellidos',
    email: 'Correo electrónico',
    contactNumber: 'Teléfono de contacto',
    address: 'Calle',
    exteriorNumber: 'Número exterior',
    interiorNumber: 'Número interior (opcional)',
    postalCode: 'Código postal',
    lookingUpPostalCode: 'Buscando tu código postal…',
    colony: 'Colonia',
    colonyPlaceholder: 'Selecciona tu colonia',
    submit: 'Proceder al pago',
  },
  errors: {
    required: 'Campo requerido',
    phoneInvalid: 'Número de teléfono inválido',
    emailInvalid: 'Correo inválido',
  },
  alerts: {
    postalCodeFailed: 'Hubo un error al consultar tu código postal',
    guestFailed: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
    /** A paid SIM (spec payments 8 "SIM purchase done"); the exact text is not shown, assumed (decision 181). */
    paid: 'Felicidades, se ha completado tu pago. Tu compra de SIM quedó registrada: te la enviaremos al domicilio que nos indicaste.',
  },
} as const;
