import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFER_IMAGE_FOLDER } from '@/shared/domain/offers/offer-image';
import { resolveResponse } from '@mocks/engine/resolve-response';
import { responseViolations } from '@mocks/engine/response-violations';
import type { DataProfile } from '@mocks/engine/schema-faker';
import type { OperationDefinition } from '@mocks/engine/types';
import { mainApiOperations } from '@mocks/generated/main-api-operations';

/**
 * Offline, the offer pages look like the operator's (issue 35): the usual answer of each list
 * holds a catalogue of a realistic size, within the contract, every card with its artwork.
 */
const LEAST_OFFERS: Record<string, number> = {
  listPrepaidOffers: 6,
  listPackageOffers: 3,
  listSimOffers: 3,
  listHomeInternetOffers: 3,
  listPortableInternetOffers: 3,
  listAssociateOffers: 3,
};
const PROFILES: readonly DataProfile[] = ['typical', 'minimal', 'maximal'];
const PUBLIC = path.resolve(import.meta.dirname, '../../mocks/public');

/** The image folders' type names (src/shared/domain/offers/offer-image.ts). */
const TYPE_NAMES: Record<number, string> = { 1: 'bait', 2: 'internet-en-casa', 3: 'internet-portatil', 4: 'asociados', 6: 'paquete', 7: 'sim' };

type ServerOffer = { offeringid: string; nombre: string; pesos: number; tipo: number; imagenes?: { movil: string; escritorio: string } };

function operationNamed(operationId: string): OperationDefinition {
  const found = mainApiOperations.find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`${operationId} is not in the contract`);
  return found;
}

function usualAnswer(operation: OperationDefinition, profile: DataProfile) {
  return resolveResponse(operation, { method: 'GET', url: `http://localhost${operation.path}`, bodyText: '' }, { globalSeed: 1, profile });
}

describe('the offer lists of the usual answers', () => {
  for (const [operationId, least] of Object.entries(LEAST_OFFERS)) {
    it(`${operationId} lists at least ${least} offers, by price, within the contract, in every data profile`, () => {
      const operation = operationNamed(operationId);
      for (const profile of PROFILES) {
        const answer = usualAnswer(operation, profile);
        expect(responseViolations(operation, answer)).toEqual([]);
        const { lista } = answer.body as { lista: ServerOffer[] };
        expect(lista.length).toBeGreaterThanOrEqual(least);
        const prices = lista.map((offer) => offer.pesos);
        expect(prices).toEqual([...prices].sort((left, right) => left - right));
        expect(new Set(lista.map((offer) => offer.offeringid)).size).toBe(lista.length);
        expect(new Set(lista.map((offer) => offer.nombre)).size).toBe(lista.length);
      }
    });

    it(`${operationId}: every offer has its card artwork under mocks/public`, () => {
      const { lista } = usualAnswer(operationNamed(operationId), 'typical').body as { lista: ServerOffer[] };
      for (const offer of lista) {
        const own = offer.imagenes ? [offer.imagenes.movil, offer.imagenes.escritorio] : [];
        const byPattern = ['movil', 'escritorio'].map((folder) => `${OFFER_IMAGE_FOLDER}/${folder}/${TYPE_NAMES[offer.tipo] ?? '?'}-${offer.pesos}.webp`);
        for (const image of [...own, ...byPattern]) expect(existsSync(path.join(PUBLIC, image)), `${offer.nombre}: ${image}`).toBe(true);
      }
    });
  }
});
