import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import type { SessionUser } from '@/shared/domain/session';
import { toBalance, type Balance, type BalanceAnswer } from './to-balance';

/** The answer could not be read: an HTTP error, no body, or success false. */
class BalanceUnavailableError extends Error {
  constructor() {
    super('The balance of the line could not be read');
    this.name = 'BalanceUnavailableError';
  }
}

const LEGACY_BALANCE_PATH = '/conn/page/api/app/consumoV3'; // getConsumption
const SSO_BALANCE_PATH = '/conn/page/api/sso/consumoSSO'; // getSsoConsumption

/**
 * A session from the single sign-on (`isLegacy` false) reads its balance from consumoSSO with
 * its access token as bearer; a legacy session from consumoV3 with the access key in the body
 * (spec 7 "Consumption").
 */
async function fetchBalanceAnswer(user: SessionUser): Promise<BalanceAnswer | undefined> {
  if (user.isLegacy) return (await settle(() => mainApi.POST(LEGACY_BALANCE_PATH, { body: { access: user.access } }))).okBody;
  const answer = await settle(() =>
    mainApi.POST(SSO_BALANCE_PATH, {
      params: { header: { Authorization: `Bearer ${user.access}` } },
      body: { numero: user.number },
    }),
  );
  return answer.okBody;
}

async function fetchBalance(user: SessionUser): Promise<Balance> {
  const answer = await fetchBalanceAnswer(user);
  const balance = answer && toBalance(answer);
  if (!balance) throw new BalanceUnavailableError();
  return balance;
}

export function balanceQueryOptions(user: SessionUser) {
  return queryOptions({
    // Keyed by what picks the answer: the legacy session's access key, the SSO line's number.
    queryKey: user.isLegacy
      ? apiQueryKey('mainApi', LEGACY_BALANCE_PATH, { access: user.access })
      : apiQueryKey('mainApi', SSO_BALANCE_PATH, { numero: user.number }),
    queryFn: () => fetchBalance(user),
    // A failure shows at once with its retry button: the customer decides when to ask again.
    retry: readRetries(user.isLegacy ? 'getConsumption' : 'getSsoConsumption'),
  });
}
