import type { Middleware } from 'openapi-fetch';
import { addressApi, cardTokenizationApi, ipLookupApi, mainApi, paymentsApi, siteAssets } from '@/api/clients';
import type { OperationDefinition } from '@mocks/engine/types';
import { addressApiOperations } from '@mocks/generated/address-api-operations';
import { cardTokenizationApiOperations } from '@mocks/generated/card-tokenization-api-operations';
import { ipLookupApiOperations } from '@mocks/generated/ip-lookup-api-operations';
import { mainApiOperations } from '@mocks/generated/main-api-operations';
import { paymentsApiOperations } from '@mocks/generated/payments-api-operations';
import { siteAssetsOperations } from '@mocks/generated/site-assets-operations';
import { createDriftPanel } from './drift-panel';
import { createResponseValidationMiddleware, type ContractDrift } from './response-validation-middleware';

/** Each client with the operations of its own contract file. */
const SERVICES: Array<[{ use: (middleware: Middleware) => void }, OperationDefinition[]]> = [
  [mainApi, mainApiOperations],
  [paymentsApi, paymentsApiOperations],
  [addressApi, addressApiOperations],
  [cardTokenizationApi, cardTokenizationApiOperations],
  [ipLookupApi, ipLookupApiOperations],
  [siteAssets, siteAssetsOperations],
];

/** Validates every answer of every client against the contract, reporting drifts in the console and the panel. */
export function startResponseValidation(): void {
  const showInPanel = createDriftPanel();
  const report = (drift: ContractDrift) => {
    // A warning, not an error: a drifting backend must not fail the page or its tests.
    console.warn(`[contract] ${drift.operationId} ${drift.method} ${drift.url} answered ${drift.status} outside the contract`, drift.violations);
    showInPanel(drift);
  };
  for (const [client, operations] of SERVICES) client.use(createResponseValidationMiddleware(operations, report));
}
