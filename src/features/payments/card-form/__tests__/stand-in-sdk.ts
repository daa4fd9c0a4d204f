import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardProcessorOf, type CardProcessorSdk } from '../sdk/card-processor-sdk';

const STAND_IN = path.resolve(import.meta.dirname, '../../../../../mocks/public/card-processor/tokenizer.js');

/**
 * Runs the mock build's stand-in of the card processor's script as a browser would, in `scope`
 * (a plain object, or `window` in jsdom, which runs no script tags), against the MSW server.
 */
export function installStandIn(scope: object = {}, apiBase = 'http://localhost'): CardProcessorSdk {
  const fakeDocument = { currentScript: { dataset: { merchantId: 'tiendademo01', apiBase } } };
  const lateFetch = (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init);
  // The stand-in is a plain script: run as the browser runs it.
  new Function('window', 'document', 'fetch', 'btoa', readFileSync(STAND_IN, 'utf8'))(scope, fakeDocument, lateFetch, globalThis.btoa);
  const sdk = cardProcessorOf(scope);
  if (!sdk) throw new Error('the stand-in defined no SDK');
  return sdk;
}
