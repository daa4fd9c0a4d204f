import type { CoverageOutcome, SaveOutcome } from './coverage-result';

/** Texts of the coverage check; the specification gives none (decision 114). */
export const coverageTexts = {
  heading: 'Consulta la cobertura de Internet en casa',
  intro: 'Escribe la dirección donde quieres contratar Internet en casa y te diremos si tiene servicio.',
  fields: {
    street: 'Calle',
    exteriorNumber: 'Número',
    neighbourhood: 'Colonia',
    postalCode: 'Código postal',
    municipality: 'Municipio o alcaldía',
    state: 'Estado',
  },
  check: 'Consultar cobertura',
  checking: 'Consultando la cobertura de tu domicilio…',
  errors: {
    streetRequired: 'La calle es obligatoria',
    exteriorNumberRequired: 'El número es obligatorio',
    neighbourhoodRequired: 'La colonia es obligatoria',
    postalCodeRequired: 'El código postal es obligatorio',
    postalCodeInvalid: 'El código postal debe tener 5 dígitos',
    municipalityRequired: 'El municipio o alcaldía es obligatorio',
    stateRequired: 'El estado es obligatorio',
  },
  outcomes: {
    available: '¡Buenas noticias! Tu domicilio tiene cobertura de Internet en casa.',
    noCapacity: 'Tu domicilio tiene cobertura, pero por ahora no hay capacidad disponible para contratar Internet en casa. Inténtalo más adelante.',
    noService: 'Lo sentimos, por ahora tu domicilio no tiene cobertura de Internet en casa.',
    capacityFailed: 'Tu domicilio tiene cobertura, pero no pudimos confirmar la capacidad disponible. Por favor inténtalo de nuevo.',
    checkFailed: 'No fue posible consultar la cobertura de tu domicilio. Por favor inténtalo de nuevo.',
  } satisfies Record<CoverageOutcome, string>,
  saved: {
    saved: 'Guardamos el resultado de tu consulta.',
    notSaved: 'No pudimos guardar el resultado de tu consulta, pero la respuesta de cobertura sigue siendo válida.',
  } satisfies Record<SaveOutcome, string>,
  homeInternetLink: 'Ver ofertas de Internet en casa',
  map: {
    title: 'Mapa de México',
    before: 'Consulta tu domicilio para marcarlo en el mapa.',
    located: (lat: number, lng: number) => `Ubicación aproximada de tu domicilio: ${lat}, ${lng}.`,
    outside: (lat: number, lng: number) => `La ubicación de tu domicilio (${lat}, ${lng}) queda fuera del mapa.`,
    unlocated: 'La respuesta no incluye la ubicación de tu domicilio, por eso no se marca en el mapa.',
  },
} as const;
