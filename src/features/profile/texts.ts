import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of /editar-perfil. Quoted word for word from the spec: the title (2.2 "update
 * data"), the field rules (5 "Account forms": complete registration's name, register's e-mail)
 * and the two alert defaults (8 "Alerts"). Labels, buttons and the success text are ours.
 */
export const profileTexts = {
  heading: 'Actualizar datos',
  intro: 'Revisa tus datos y actualiza los que hayan cambiado.',
  loading: 'Cargando tus datos…',
  retry: 'Reintentar',
  fields: {
    name: 'Nombre o alias',
    email: 'Correo electrónico',
    lineNumber: 'Número de línea',
    serviceNumber: 'Número de servicio',
  },
  submit: 'Guardar cambios',
  errors: {
    nameRequired: 'El nombre/alias es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
  },
  alerts: {
    saved: 'Tus datos se actualizaron correctamente.',
    /** An SSO account confirms the change at the identity provider (spec 7, "change confirmation"). */
    savedSso: `Tus datos se actualizaron correctamente. Confirma el cambio en tu cuenta ${brand.name}; te llevaremos a su página.`,
    saveFailed: 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo',
    loadFailed: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
  },
  sso: {
    heading: 'Contraseña y teléfono',
    intro: `Tu contraseña y tu número de teléfono se cambian en tu cuenta ${brand.name}; te llevaremos a su página.`,
    changePassword: 'Cambiar contraseña',
    changePhone: 'Cambiar número de teléfono',
  },
} as const;
