import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of /facturacion. The spec gives only the RFC rule and the account forms'
 * messages (account spec 5: line number and e-mail, quoted exactly); the rest are ours
 * The list failures default to the contract's own messages.
 */
export const invoicesTexts = {
  heading: 'Factura tu recarga',
  intro: 'Solicita la factura (CFDI) de una recarga pagada. Te la enviaremos al correo que indiques.',
  rechargeSection: 'Datos de la recarga',
  taxSection: 'Datos fiscales',
  fields: {
    rechargeMethod: 'Medio de recarga',
    phoneNumber: `Número ${brand.name} recargado`,
    rechargeDate: 'Fecha de la recarga',
    amount: 'Monto de la recarga (MXN)',
    amountHint: 'Por ejemplo 100 o 150.50',
    reference: 'Referencia o número de autorización (opcional)',
    rfc: 'RFC',
    rfcHint: '12 o 13 caracteres, sin espacios ni guiones',
    businessName: 'Nombre o razón social',
    postalCode: 'Código postal del domicilio fiscal',
    taxRegime: 'Régimen fiscal',
    cfdiUsage: 'Uso de CFDI',
    paymentMethod: 'Forma de pago',
    email: 'Correo electrónico',
  },
  choose: 'Selecciona una opción',
  loadingList: 'Cargando opciones…',
  retry: 'Reintentar',
  submit: 'Solicitar factura',
  submitting: 'Enviando…',
  another: 'Facturar otra recarga',
  registered: 'Solicitud de factura registrada',
  folio: (folio: string) => `Folio: ${folio}`,
  errors: {
    // Account spec 5, "Account forms" (line number and e-mail), quoted.
    phoneRequired: `El número ${brand.name} es obligatorio`,
    phoneDigits: 'Ingresa los 10 dígitos de tu número',
    emailRequired: 'El correo electrónico es obligatorio',
    emailPattern: 'Ingresa un correo electrónico válido',
    rechargeMethodRequired: 'Selecciona el medio de recarga',
    rechargeDateRequired: 'La fecha de la recarga es obligatoria',
    rechargeDateInvalid: 'Ingresa una fecha válida, hoy o anterior',
    amountRequired: 'El monto de la recarga es obligatorio',
    amountInvalid: 'Ingresa un monto válido mayor a 0',
    referenceInvalid: 'La referencia debe tener de 4 a 40 letras, números o guiones',
    rfcRequired: 'El RFC es obligatorio',
    rfcPattern: 'El RFC no tiene el formato correcto',
    businessNameRequired: 'El nombre o razón social es obligatorio',
    postalCodeRequired: 'El código postal es obligatorio',
    postalCodeDigits: 'Ingresa los 5 dígitos del código postal',
    taxRegimeRequired: 'Selecciona el régimen fiscal',
    cfdiUsageRequired: 'Selecciona el uso de CFDI',
    paymentMethodRequired: 'Selecciona la forma de pago',
    listFailed: {
      rechargeMethod: 'No fue posible obtener los medios de recarga.',
      taxRegime: 'No fue posible obtener los regímenes fiscales.',
      cfdiUsage: 'No fue posible obtener los usos de CFDI.',
      paymentMethod: 'No fue posible obtener las formas de pago.',
    },
    notRegistered: 'No fue posible registrar tu factura. Verifica los datos e inténtalo de nuevo.',
    serviceFailed: 'El servicio de facturación no está disponible, intenta más tarde.',
  },
} as const;
