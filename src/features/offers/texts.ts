import { brand } from '@/shared/config/brand';

/** Spanish texts of the offer pages (docs/decisions/030-offer-pages.md). */
export const offersTexts = {
  card: {
    priceNote: '*',
    validity: 'Vigencia:',
    includes: 'Incluye:',
    fairUse: '*Aplica PUJ',
    /** The buy button of every card. */
    buy: 'Comprar',
  },
  /** The SIM purchase section of /cambiate-a-bait (spec 2.1: contact request and SIM purchase). */
  simSale: {
    heading: `Compra tu SIM ${brand.name}`,
  },
  states: {
    loading: 'Cargando ofertas…',
    empty: 'No hay ofertas disponibles por el momento.',
    error: 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  pages: {
    topUps: {
      heading: `Recargas ${brand.name}`,
      intro: 'Elige la recarga que mejor se adapte a ti: datos para navegar, redes sociales y minutos y SMS ilimitados.',
      listHeading: 'Recargas disponibles',
    },
    prepaid: {
      heading: `Mi ${brand.name} prepago`,
      intro: `Con ${brand.name} prepago no tienes plazos forzosos ni rentas: recargas cuando quieres y disfrutas de tus beneficios durante la vigencia de tu recarga.`,
      listHeading: 'Recargas de prepago',
      getALine: `¿Aún no tienes ${brand.name}? Cámbiate aquí`,
      compatibility: 'Verifica que tu equipo sea compatible',
    },
    packages: {
      heading: 'Paquetes',
      intro: 'Agrega datos o redes sociales a tu línea sin esperar a tu próxima recarga.',
      listHeading: 'Paquetes disponibles',
    },
    international: {
      heading: `Paquetes ${brand.name} internacionales`,
      intro: 'Viaja conectado: usa tus datos y llama a México desde el extranjero con un paquete internacional.',
      listHeading: 'Paquetes internacionales',
    },
    promotions: {
      heading: 'Promociones',
      intro: `Aprovecha las recargas y paquetes vigentes de ${brand.name}.`,
      topUpsHeading: 'Recargas en promoción',
      packagesHeading: 'Paquetes en promoción',
    },
    portableInternet: {
      heading: 'Internet portátil',
      intro: 'Lleva tu internet a donde vayas con un módem portátil. Para recargar necesitas tu número de servicio.',
      listHeading: 'Ofertas de internet portátil',
    },
    homeInternet: {
      heading: 'Internet en casa',
      intro: 'Conecta todos los dispositivos de tu hogar sin plazo forzoso. Revisa primero la cobertura en tu domicilio.',
      listHeading: 'Ofertas de internet en casa',
      coverage: 'Consulta la cobertura',
    },
    business: {
      heading: 'Internet empresarial',
      intro: 'Mantén tu negocio conectado con líneas y módems portátiles pensados para empresas.',
      listHeading: 'Ofertas para tu negocio',
      mifiHeading: 'Internet portátil para tu negocio',
    },
    associates: {
      heading: 'Recargas para asociados',
      intro: 'Recargas con beneficios exclusivos para asociados. Tu línea debe estar registrada como asociado para recargarlas.',
      listHeading: 'Recargas para asociados',
    },
    esim: {
      heading: `eSIM ${brand.name}`,
      intro: 'Activa tu línea sin chip físico: compra tu eSIM en línea y descárgala en tu equipo en minutos.',
      listHeading: 'Ofertas de SIM y eSIM',
      compatibility: 'Verifica si tu equipo admite eSIM',
    },
  },
} as const;
