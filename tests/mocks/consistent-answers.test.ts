/**
 * Answers of different operations that speak of the same thing agree (issue 46): a postal code
 * gives the same places in the card form's address service and in the replacement SIM's lookup,
 * and a balance's data are what the catalogue's offer of the same id includes.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '@mocks/generated';
import { API, send } from './behaviors/helpers';

const ADDRESS_HEADERS = { servicio: 'servicio-qa', cliente: 'cliente-qa', secreto: 'secreto-qa' };

type Places = { colonias: string[]; municipio: string; estado: string; pais: string };
type PlacesAnswer = {
  success: boolean;
  informacion: { colonias: { nombre: string }[]; municipio: { nombre: string }; estado: { nombre: string }; pais: { nombre: string } };
};

function placesOf(body: Record<string, unknown>): Places {
  const { informacion } = body as PlacesAnswer;
  return {
    colonias: informacion.colonias.map((colonia) => colonia.nombre),
    municipio: informacion.municipio.nombre,
    estado: informacion.estado.nombre,
    pais: informacion.pais.nombre,
  };
}

async function addressService(postalCode: string) {
  return send('GET', `${API}/busqueda/colonias/${postalCode}`, undefined, ADDRESS_HEADERS);
}

async function simLookup(postalCode: string) {
  return send('GET', `${API}/api/core/bait/servicio/reemplazo-sim/codigo-postal/${postalCode}`);
}

describe('the places of a postal code', () => {
  // The codes of the contract's examples, codes the site's tests type, and codes no example names.
  const CODES = ['04100', '03100', '45010', '06600', '03940', '12345', '99999'];

  it.each(CODES)('are the same in every lookup of %s, on every call', async (postalCode) => {
    const [card, sim, again] = [await addressService(postalCode), await simLookup(postalCode), await simLookup(postalCode)];
    expect(card.status).toBe(200);
    expect(sim.status).toBe(200);
    expect(placesOf(sim.body)).toEqual(placesOf(card.body));
    expect(placesOf(again.body)).toEqual(placesOf(sim.body));
  });

  it('are those of the contract where it names them', async () => {
    expect(placesOf((await simLookup('04100')).body)).toMatchObject({
      colonias: ['Del Carmen', 'Villa Coyoacán', 'Barrio Santa Catarina'],
      municipio: 'Coyoacán',
    });
    expect(placesOf((await addressService('03100')).body)).toMatchObject({
      colonias: ['Del Valle Centro', 'Narvarte Poniente', 'Insurgentes San Borja'],
      municipio: 'Benito Juárez',
    });
    expect(placesOf((await simLookup('45010')).body)).toMatchObject({ colonias: ['Ciudad Granja'], estado: 'Jalisco' });
  });

  it('of an unknown code is the contract’s "not found" in both', async () => {
    expect((await addressService('00000')).body).toMatchObject({ success: false });
    expect((await simLookup('00000')).body).toMatchObject({ success: false });
  });
});

type CatalogueOffer = { offeringid: string; nombre: string; mbNavegar?: number; mbRedesSociales?: number };
type Consumption = { nombre: string; mb_totales: number };
type BalanceBody = { success: boolean; consumo?: Consumption[]; esIlimitado?: boolean; offeringsIds?: { offeringId: string }[] };

/** Every offer of every offer list the contract's examples hold, by id. */
function catalogue(): Map<string, CatalogueOffer> {
  const offers = new Map<string, CatalogueOffer>();
  for (const operation of operations.filter((candidate) => /^list\w*Offers$/.test(candidate.operationId))) {
    for (const example of operation.responses.flatMap((response) => response.examples)) {
      const value = example.value as { lista?: CatalogueOffer[] } | undefined;
      for (const offer of value?.lista ?? []) if (!offers.has(offer.offeringid)) offers.set(offer.offeringid, offer);
    }
  }
  return offers;
}

function total(balance: BalanceBody, name: string): number {
  return balance.consumo?.find((item) => item.nombre === name)?.mb_totales ?? 0;
}

/** Data the listed offers include, and whether every offer of the balance is listed. */
function includedData(balance: BalanceBody, offers: Map<string, CatalogueOffer>) {
  const listed = (balance.offeringsIds ?? []).flatMap(({ offeringId }) => {
    const offer = offers.get(offeringId);
    return offer ? [offer] : [];
  });
  return {
    names: listed.map((offer) => offer.nombre),
    allListed: listed.length === (balance.offeringsIds ?? []).length,
    navigation: listed.reduce((sum, offer) => sum + (offer.mbNavegar ?? 0), 0),
    socialNetworks: listed.reduce((sum, offer) => sum + (offer.mbRedesSociales ?? 0), 0),
  };
}

describe('the data of a balance', () => {
  const offers = catalogue();

  it('by default name an offer of the catalogue and are what it includes', async () => {
    const { access } = (await send('POST', `${API}/conn/page/api/bait/api/aplicacion/acceso`, { baitNumber: '5512345678', loginConfirmation: 'Bait#2026x' }))
      .body;
    const balance = (await send('POST', `${API}/conn/page/api/app/consumoV3`, { access })).body as BalanceBody;
    const included = includedData(balance, offers);
    expect(included.allListed).toBe(true);
    expect(included.names.length).toBeGreaterThan(0);
    expect(total(balance, 'datosVelocidadNormal')).toBe(included.navigation);
    expect(total(balance, 'datosRedesSociales')).toBe(included.socialNetworks);
  });

  const balanceExamples = operations
    .filter((operation) => ['getConsumption', 'getSsoConsumption'].includes(operation.operationId))
    .flatMap((operation) =>
      operation.responses.flatMap((response) =>
        response.examples.map((example) => ({ id: `${operation.operationId}:${example.key}`, balance: example.value as BalanceBody })),
      ),
    )
    .filter(({ balance }) => balance.success && !balance.esIlimitado);

  it.each(balanceExamples)('of the example $id hold at least what its known offers include, exactly when all are known', ({ balance }) => {
    const included = includedData(balance, offers);
    const [navigation, socialNetworks] = [total(balance, 'datosVelocidadNormal'), total(balance, 'datosRedesSociales')];
    if (included.allListed) {
      expect(navigation).toBe(included.navigation);
      expect(socialNetworks).toBe(included.socialNetworks);
    } else {
      expect(navigation).toBeGreaterThanOrEqual(included.navigation);
      expect(socialNetworks).toBeGreaterThanOrEqual(included.socialNetworks);
    }
  });
});
