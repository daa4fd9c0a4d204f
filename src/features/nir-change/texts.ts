import { brand } from '@/shared/config/brand';
import { lineCheckTexts } from '@/shared/domain/line-check/texts';
import { formatPhone } from '@/shared/format/phone';

/** Spanish texts of /cambio-nir, "Gestiona tu Bait" (spec 2.1, 5, 8; payments spec 7 and 8). */
export const nirChangeTexts = {
  heading: `Gestiona tu ${brand.name}`,
  loading: 'Cargando...',
  intro: 'Cambia la clave de larga distancia (NIR) de tu número para que tu línea tenga la lada de la ciudad donde vives.',
  line: {
    heading: 'Verifica tu línea',
    numberLabel: `Número ${brand.name}`,
    submit: 'Continuar',
    submitting: 'Verificando tu línea...',
  },
  nir: {
    heading: 'Elige tu nueva lada',
    lineLabel: 'Línea',
    ownerLabel: 'Titular',
    selectLabel: 'Nueva lada (NIR)',
    selectHint: 'Escribe la lada, la ciudad o el estado.',
    note: 'El cambio de NIR asigna un número nuevo a tu línea; tu saldo y tus beneficios vigentes se conservan.',
    submit: 'Cambiar NIR',
    submitting: 'Cambiando tu NIR...',
    otherNumber: 'Usar otro número',
    noneAvailable: 'Por ahora no hay NIR disponibles para el cambio. Inténtalo más tarde.',
    listFailed: 'No fue posible consultar los NIR disponibles.',
    retryList: 'Consultar de nuevo',
    /** An option of the select: the code, then where it is. */
    option: (nir: string, city?: string, state?: string) => [nir, [city, state].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
  },
  result: {
    changedHeading: '¡Listo! Cambiamos tu NIR',
    changedDefault: 'Tu cambio de NIR se realizó correctamente. Tu nuevo número estará activo en unos minutos.',
    notChangedHeading: 'No se realizó el cambio',
    /** The contract's limit outcome and the spec 8 text ("Lo sentimos, ha superado..."). */
    limitExceeded: 'Lo sentimos, ha superado los cambios de número permitidos',
    notChangedDefault: 'No fue posible realizar el cambio de NIR, inténtalo más tarde.',
    tryAgain: 'Intentar de nuevo',
    anotherLine: 'Gestionar otra línea',
    serviceCentres: 'Ir a los centros de atención',
  },
  errors: {
    /** Spec 5 "Account forms", with the product name as in the live text. */
    numberRequired: `El número ${brand.name} es obligatorio`,
    numberDigits: 'Ingresa los 10 dígitos de tu número',
    nirRequired: 'Elige la nueva lada',
    /** A failed call without a server message (payments spec 8: "servicio no disponible"). */
    serviceUnavailable: lineCheckTexts.serviceUnavailable,
    /** checkBaitLine statuses (payments spec 8 "Line-check messages by status"), for a phone line. */
    /** Statuses -1 to 3 are shared/line-check's lineStatusTexts.lineService; 4 is the NIR's own: a phone line was expected. */
    notAPhoneLine: (dn: string) => `El número ${formatPhone(dn)} no corresponde a una línea de telefonía móvil ${brand.name}.`,
  },
} as const;
