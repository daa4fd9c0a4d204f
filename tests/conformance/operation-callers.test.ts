/**
 * Every operation of the contract has a caller (issue 23, decision 174): a screen of src/ that
 * calls it through the typed client (`client.METHOD('/path'`), or a local stand-in of an outside
 * party in mocks/public that calls it in real mode's place (the card processor's tokeniser, the
 * gateway's frame...). An operation the site must not call says who does in the contract
 * (`x-caller`, shown in docs/contract/assumptions.md), and then no screen may call it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import {
  callsInSite,
  callsInStandIns,
  filesUnder,
  siteSources as readSiteSources,
  standInSources as readStandInSources,
} from '../../scripts/lib/operation-callers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const siteSources = readSiteSources();
const standInSources = readStandInSources();

/** operationId -> x-caller of every operation of openapi/ that names another caller. */
function declaredCallers(): Map<string, { caller: string; assumed: string }> {
  const declared = new Map<string, { caller: string; assumed: string }>();
  for (const file of filesUnder(path.join(ROOT, 'openapi'), (candidate) => /\.ya?ml$/.test(candidate))) {
    const document = parse(readFileSync(file, 'utf8')) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
    for (const item of Object.values(document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        const caller = operation?.['x-caller'];
        if (typeof operation?.operationId === 'string' && typeof caller === 'string') {
          declared.set(operation.operationId, { caller, assumed: String(operation['x-assumed'] ?? '') });
        }
      }
    }
  }
  return declared;
}

const declared = declaredCallers();

function callersOf(operation: OperationDefinition) {
  return { site: callsInSite(operation, siteSources), standIns: callsInStandIns(operation, standInSources), declared: declared.get(operation.operationId) };
}

describe('every operation of the contract has a caller', () => {
  it('lists the operations of every contract file', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(new Set(operations.map((operation) => operation.service))).toEqual(
      new Set(['main-api', 'payments-api', 'address-api', 'card-tokenization-api', 'ip-lookup-api', 'site-assets', 'payment-gateway-api', 'wallet-api']),
    );
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
    const { site, standIns, declared: other } = callersOf(operation);
    const where = `${operation.method.toUpperCase()} ${operation.path} (${operation.service})`;
    if (other) {
      // Not the site's to call: the contract says who does and why, and no screen calls it.
      expect(site, `${where} is marked x-caller ${other.caller} but the site calls it`).toEqual([]);
      expect(other.assumed, `${where}: x-assumed must say why the site does not call it, with its decision`).toMatch(
        /NOT CALLED BY THIS SITE \(decision \d{3}\)/,
      );
      return;
    }
    expect([...site, ...standIns], `${where} has no caller: no screen in src/ and no stand-in in mocks/public calls it`).not.toEqual([]);
  });
});

describe('the search for callers', () => {
  it('finds a typed-client call over several lines, with its method', () => {
    const source = { file: 'a.ts', text: "await mainApi.PATCH(\n  '/api/core/bait/servicio/reemplazo-sim/otp', { body })" };
    expect(callsInSite({ method: 'patch', path: '/api/core/bait/servicio/reemplazo-sim/otp' }, [source])).toEqual(['a.ts']);
    expect(callsInSite({ method: 'post', path: '/api/core/bait/servicio/reemplazo-sim/otp' }, [source])).toEqual([]);
    expect(callsInSite({ method: 'patch', path: '/api/core/bait/servicio/reemplazo-sim' }, [source])).toEqual([]);
    const table = { file: 'b.ts', text: "const paths = { prepaid: '/conn/page/api/app/ofertas' };\nmainApi.GET(paths[kind])" };
    expect(callsInSite({ method: 'get', path: '/conn/page/api/app/ofertas' }, [table])).toEqual(['b.ts']);
  });

  it("finds a stand-in's concatenated URL with its method", () => {
    const source = { file: 'tokenizer.js', text: "fetch(apiBase + '/v1/' + encodeURIComponent(id) + '/tokens', { method: 'POST' })" };
    expect(callsInStandIns({ method: 'post', path: '/v1/{merchantId}/tokens' }, [source])).toEqual(['tokenizer.js']);
    expect(callsInStandIns({ method: 'post', path: '/v1/{merchantId}/payments' }, [source])).toEqual([]);
    expect(callsInStandIns({ method: 'delete', path: '/v1/{merchantId}/tokens' }, [source])).toEqual([]);
  });

  it('knows the operations the site must not call, from the contract', () => {
    expect([...declared.keys()].sort()).toEqual(['payEsimPublic', 'payRecharge']);
  });
});
