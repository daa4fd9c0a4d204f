import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import type { CapacityAnswer, CoverageAnswer, GeoPoint, SaveOutcome } from '../coverage-result';

/** The mapper of the coverage entity: contract names (capacity, hasService, idCobertura, ubicacion) stay here. */
export async function checkHomeCoverage(address: string): Promise<CoverageAnswer> {
  // No answer at all (offline, DNS, CORS): for the visitor the check failed.
  const { okBody: data } = await settle(() => mainApi.GET('/conn/page/api/altan/serviceability', { params: { query: { direccion: address } } }));
  if (!data?.success) return { kind: 'failed' };
  return {
    kind: 'answered',
    hasService: data.hasService === true,
    capacity: data.capacity ?? 0,
    ...(data.idCobertura !== undefined ? { coverageId: data.idCobertura } : {}),
    ...(data.ubicacion ? { location: { lat: data.ubicacion.lat, lng: data.ubicacion.lng } } : {}),
  };
}

export async function getCapacityByCoverageId(coverageId: string): Promise<CapacityAnswer> {
  const { okBody } = await settle(() => mainApi.GET('/conn/page/api/altan/serviceability/{coverageId}', { params: { path: { coverageId } } }));
  return okBody?.success ? { kind: 'answered', capacity: okBody.capacidad ?? 0 } : { kind: 'failed' };
}

export interface CoverageResultToSave {
  hasCoverage: boolean;
  /** The outcome text the visitor read. */
  answer: string;
  address: string;
  location?: GeoPoint;
}

export async function saveHomeCoverageResult(result: CoverageResultToSave): Promise<SaveOutcome> {
  const { okBody } = await settle(() =>
    mainApi.POST('/api/asistencia/v2/soporte/cobertura-hbb', {
      body: {
        cobertura: result.hasCoverage,
        respuesta: result.answer,
        direccion: result.address,
        ...(result.location ? { ubicacion: result.location } : {}),
      },
    }),
  );
  return okBody?.success ? 'saved' : 'notSaved';
}
