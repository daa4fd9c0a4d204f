import { brand } from '@/shared/config/brand';
import { imeiCheckTexts } from '@/shared/domain/imei-check/texts';

export const compatibilityTexts = {
  heading: 'Verifica la compatibilidad de tu equipo',
  intro: `Ingresa el IMEI de tu celular y te diremos si funciona en la red de ${brand.name} y si admite eSIM.`,
  imeiLabel: 'IMEI',
  imeiHint: imeiCheckTexts.imeiHint,
  verify: 'Verificar',
  verifying: 'Verificando tu equipo…',
  errors: {
    imeiRequired: 'El IMEI es obligatorio',
    imeiInvalid: 'El formato del IMEI es inválido',
  },
} as const;
