import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import type { SessionUser } from '@/shared/session';
import { toBalance, type Balance, type BalanceAnswer } from './to-balance';

/** The answer could not be read: an HTTP error, no body, or success false. */
export class BalanceUnavailableError extends Error {
  constructor() {
    super('The balance of the line could not be read');
    this.name = 'BalanceUnavailableError';
  }
}

/**
 * A session from the single sign-on (`isLegacy` false) reads its balance from consumoSSO with
 * its access token as bearer; a legacy session from consumoV3 with the access key in the body
 * (spec 7 "Consumption").
 */
async function fetchBalanceAnswer(user: SessionUser): Promise<BalanceAnswer | undefined> {
  if (user.isLegacy) {
    const { data, response } = await mainApi.POST('/conn/page/api/app/consumoV3', { body: { access: user.access } });
    return response.ok ? data : undefined;
  }
  const { data, response } = await mainApi.POST('/conn/page/api/sso/consumoSSO', {
    params: { header: { Authorization: `Bearer ${user.access}` } },
    body: { numero: user.number },
  });
  return response.ok ? data : undefined;
}

export async function fetchBalance(user: SessionUser): Promise<Balance> {
  const answer = await fetchBalanceAnswer(user);
  const balance = answer && toBalance(answer);
  if (!balance) throw new BalanceUnavailableError();
  return balance;
}

export function balanceQueryOptions(user: SessionUser) {
  return queryOptions({
    queryKey: ['balance', user.isLegacy ? 'legacy' : 'sso', user.number],
    queryFn: () => fetchBalance(user),
    // A failure shows at once with its retry button: the customer decides when to ask again.
    retry: false,
  });
}
