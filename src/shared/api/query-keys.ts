import type { paths as AddressApiPaths } from '@/api/generated/address-api';
import type { paths as MainApiPaths } from '@/api/generated/main-api';
import type { paths as PaymentsApiPaths } from '@/api/generated/payments-api';
import type { paths as SiteAssetsPaths } from '@/api/generated/site-assets';

/** The contract behind each client of src/api/clients.ts that a query reads, by the client's name. */
interface QueriedContracts {
  mainApi: MainApiPaths;
  paymentsApi: PaymentsApiPaths;
  addressApi: AddressApiPaths;
  siteAssets: SiteAssetsPaths;
}

export type QueriedClient = keyof QueriedContracts;

/** A path of that client's contract, exactly as the generated `paths` spell it. */
export type ContractPath<C extends QueriedClient> = keyof QueriedContracts[C] & string;

/**
 * What the answer depends on, by the contract's names: the path and query parameters, or for a
 * read sent as a POST the body fields that pick the answer. Omitted when nothing does.
 */
export type QueryKeyParams = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The one query-key scheme (decision 212): `[client, path]` or `[client, path, params]`, the
 * client's name and the contract's path, so a path the contract does not have fails the
 * typecheck. A query's options own its key; an invalidation reads it from them
 * (`xxxQueryOptions(args).queryKey`), never writes it again. One request is one cache entry with
 * one mapper: a screen that needs another shape of the same answer selects from it.
 */
export function apiQueryKey<C extends QueriedClient, P extends ContractPath<C>>(client: C, path: P): readonly [C, P];
export function apiQueryKey<C extends QueriedClient, P extends ContractPath<C>>(client: C, path: P, params: QueryKeyParams): readonly [C, P, QueryKeyParams];
export function apiQueryKey(client: QueriedClient, path: string, params?: QueryKeyParams): readonly unknown[] {
  return params === undefined ? [client, path] : [client, path, params];
}

/** The key of a read outside every contract: a document at an address of another host (a PDF). */
export function urlQueryKey(url: string): readonly ['url', string] {
  return ['url', url];
}
