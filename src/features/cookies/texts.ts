import { brand } from '@/shared/config/brand';
import { COOKIE_POLICY_UPDATED_ON } from './constants';

/** Spanish texts of the cookie notice and its dialogs. */
export const cookieTexts = {
  notice: {
    label: 'Aviso de cookies',
    message: `En ${brand.name} usamos cookies propias y de terceros para que el sitio funcione y para conocer cómo lo usas y mejorar tu experiencia. Al hacer clic en "Aceptar" consientes su uso.`,
    accept: 'Aceptar',
    configure: 'Configurar',
  },
  settings: {
    title: 'Configuración de cookies',
    intro: 'Aquí puedes conocer qué cookies usamos y para qué. Puedes cambiar tu elección en cualquier momento desde tu navegador.',
    alwaysActive: 'Siempre activas',
    strictlyNecessary: {
      title: 'Cookies estrictamente necesarias',
      description:
        'Permiten que el sitio funcione: mantienen tu sesión, recuerdan tu elección sobre cookies y protegen los pagos. No pueden desactivarse porque sin ellas el sitio no funcionaría correctamente.',
    },
    performance: {
      title: 'Cookies de rendimiento',
      description:
        'Nos ayudan a saber cuántas personas visitan el sitio, qué páginas consultan y cómo llegan a ellas, para medir nuestras campañas y mejorar el servicio. La información se reúne de forma agregada.',
    },
    browsersTitle: 'Cómo desactivar las cookies en tu navegador',
    browsersIntro: 'Puedes bloquear o borrar las cookies desde la configuración de tu navegador:',
    browsers: [
      { name: 'Google Chrome', steps: 'Configuración > Privacidad y seguridad > Cookies de terceros.' },
      { name: 'Mozilla Firefox', steps: 'Ajustes > Privacidad y seguridad > Cookies y datos del sitio.' },
      { name: 'Safari', steps: 'Preferencias (o Ajustes) > Privacidad > Bloquear todas las cookies.' },
      { name: 'Microsoft Edge', steps: 'Configuración > Cookies y permisos del sitio > Administrar y eliminar cookies.' },
    ],
    browsersNote: 'Si bloqueas las cookies estrictamente necesarias, algunas partes del sitio podrían dejar de funcionar.',
    policyLink: 'Consulta nuestra Política de cookies',
    performanceSwitch: 'Permitir cookies de rendimiento',
    save: 'Guardar mi elección',
    accept: 'Aceptar todas',
  },
  policy: {
    title: 'Política de cookies',
    updated: `Última actualización: ${COOKIE_POLICY_UPDATED_ON}`,
    configure: 'Configurar cookies',
    sections: [
      {
        heading: '¿Qué son las cookies?',
        body: 'Las cookies son pequeños archivos que un sitio web guarda en tu navegador cuando lo visitas. Sirven para que el sitio recuerde información sobre tu visita, como tus preferencias, y para obtener estadísticas de uso.',
      },
      {
        heading: '¿Qué cookies usamos?',
        body: `${brand.name} usa cookies estrictamente necesarias, indispensables para navegar y usar las funciones del sitio, y cookies de rendimiento, que nos permiten medir y analizar cómo se usa el sitio para mejorarlo. Algunas de estas cookies son de terceros, como los proveedores de analítica y publicidad.`,
      },
      {
        heading: '¿Cómo puedes administrarlas?',
        body: 'Puedes aceptar las cookies desde el aviso del sitio y desactivarlas o eliminarlas en cualquier momento desde la configuración de tu navegador. Si las desactivas, es posible que algunas funciones no estén disponibles.',
      },
      {
        heading: 'Cambios a esta política',
        body: 'Podemos actualizar esta política cuando cambien las cookies que usamos. Te recomendamos revisarla de vez en cuando; la fecha de la última actualización aparece al inicio.',
      },
    ],
  },
} as const;
