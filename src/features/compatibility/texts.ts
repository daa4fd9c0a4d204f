import { brand } from '@/shared/config/brand';
import type { ImeiResultKey } from './imei-result';

export const compatibilityTexts = {
  documentTitle: `Compatibilidad | ${brand.name}`,
  heading: 'Verifica la compatibilidad de tu equipo',
  intro: `Ingresa el IMEI de tu celular y te diremos si funciona en la red de ${brand.name} y si admite eSIM.`,
  imeiLabel: 'IMEI',
  imeiHint: 'Marca *#06# para ver tu IMEI y asegúrate de que tu equipo esté desbloqueado.',
  verify: 'Verificar',
  verifying: 'Verificando tu equipo…',
  physicalSimLink: 'Obtén tu SIM física',
  errors: {
    imeiRequired: 'El IMEI es obligatorio',
    imeiInvalid: 'El formato del IMEI es inválido',
  },
  /** "VOZAPP", "Bad Request" and "noEsim" are paraphrased by the spec (docs/decisions/013). */
  results: {
    'HOMOLOGADOS O VOLTE': 'Felicidades! Su equipo es compatible con nuestra red',
    VOZAPP:
      'Su equipo es compatible con nuestra red. Para disfrutar del servicio es necesario descargar la aplicación VozAPP.',
    'Bad Request':
      'Su equipo es compatible con nuestra red, pero no cuenta con tecnología eSIM. Le invitamos a adquirir una SIM física.',
    noEsim:
      'Su equipo es compatible con nuestra red, pero no admite eSIM. Puede disfrutar del servicio con una SIM física.',
    'Error 500':
      'Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.',
    default: 'Lo sentimos. Su equipo no es compatible con nuestra red',
  } satisfies Record<ImeiResultKey, string>,
} as const;
