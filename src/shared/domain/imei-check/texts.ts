import type { ImeiResultKey } from './api/imei-result';

/** The IMEI check's messages, shared by the compatibility page and the eSIM dialog (spec 8). */
export const imeiCheckTexts = {
  imeiHint: 'Marca *#06# para ver tu IMEI y asegúrate de que tu equipo esté desbloqueado.',
  physicalSimLink: 'Obtén tu SIM física',
  /** "VOZAPP", "Bad Request" and "noEsim" are paraphrased by the spec (docs/decisions/013). */
  results: {
    'HOMOLOGADOS O VOLTE': '¡Felicidades! Su equipo es compatible con nuestra red',
    VOZAPP: 'Su equipo es compatible con nuestra red. Para disfrutar del servicio es necesario descargar la aplicación VozAPP.',
    'Bad Request': 'Su equipo es compatible con nuestra red, pero no cuenta con tecnología eSIM. Le invitamos a adquirir una SIM física.',
    noEsim: 'Su equipo es compatible con nuestra red, pero no admite eSIM. Puede disfrutar del servicio con una SIM física.',
    'Error 500': 'Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.',
    default: 'Lo sentimos. Su equipo no es compatible con nuestra red',
  } satisfies Record<ImeiResultKey, string>,
} as const;
