import { brand } from '@/shared/config/brand';
import { imeiCheckTexts } from '@/shared/domain/imei-check/texts';

/** Spanish texts of the eSIM purchase dialog (spec 2.11, 4, 5 and 8). */
export const esimTexts = {
  title: 'E-SIM',
  total: 'Total a pagar',
  includes: 'Este paquete incluye',
  fairUse: '*Aplica PUJ',
  note: 'El E-SIM de reemplazo no incluye los beneficios del paquete',
  formHeading: 'Ingresa tu información',
  phoneLabel: 'Teléfono de contacto',
  emailLabel: 'Correo electrónico',
  emailConfirmationLabel: 'Confirma tu correo electrónico',
  imeiLabel: 'IMEI',
  imeiHint: imeiCheckTexts.imeiHint,
  customerToggle: `Soy usuario ${brand.name}`,
  portabilityToggle: 'Quiero cambiarme con mi número',
  checkingImei: 'Verificando tu equipo…',
  pay: 'Proceder al pago',
  errors: {
    required: 'Campo requerido',
    phoneInvalid: 'Número de teléfono inválido',
    emailInvalid: 'Correo inválido',
    emailMismatch: 'El correo electrónico no coincide.',
    imeiRequired: 'El IMEI es obligatorio',
    imeiInvalid: 'El formato del IMEI es inválido',
  },
  imei: {
    serviceError: 'Error al obtener la respuesta del servicio',
  },
  alerts: {
    guestFailed: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
    /** The trailing space is the spec's (8, "Alerts"). */
    checkFailed: 'Hubo un error al ingresar la información ',
    /** The spec gives only its meaning (payments 8): written here, decision 110. */
    paid: '¡Felicidades! Tu compra de E-SIM se realizó con éxito. Te enviamos por correo electrónico el código QR y la información para activarla; si no lo encuentras, revisa tu carpeta de spam.',
  },
  /** After the payment, what the portability lookup says of the eSIM: ours, the spec shows none. */
  assignment: {
    assigned: (iccid: string, phone: string) => `Tu eSIM ya está lista. ICCID: ${iccid}. Número asignado: ${phone}.`,
    notAssigned: 'Aún estamos asignando el número de tu eSIM; lo encontrarás en el correo con tu código QR.',
  },
} as const;
