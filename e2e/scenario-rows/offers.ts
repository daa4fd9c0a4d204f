import { showsOnLoad, type ScreenOutcome } from './types';

const NO_OFFERS = 'No hay ofertas disponibles por el momento.';

export const offerRows: ScreenOutcome[] = [
  { operationId: 'listPrepaidOffers', outcome: 'empty', path: '/recargas', act: showsOnLoad, shows: NO_OFFERS },
  {
    operationId: 'listPrepaidOffers',
    outcome: 'successFalse',
    path: '/recargas',
    act: showsOnLoad,
    shows: 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.',
  },
  { operationId: 'listInternationalOffers', outcome: 'empty', path: '/paquetes-bait-internacionales', act: showsOnLoad, shows: NO_OFFERS },
  {
    operationId: 'listFrequentQuestions',
    outcome: 'successFalse',
    path: '/centros-de-atencion',
    act: showsOnLoad,
    shows: 'No pudimos cargar las preguntas frecuentes. Por favor inténtalo de nuevo.',
  },
];
