import { queryOptions } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { apiQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { checkOutcomeOf, replaceOutcomeOf, sendOutcomeOf, type CheckOutcome, type ReplaceOutcome, type SendOutcome } from './outcomes';

/** The processor's store and public key, for the tokeniser of the card form. */
export interface ProcessorSetup {
  merchantId: string;
  publicKey: string;
}

export class ProcessorSetupError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(`The card processor's setup could not be read${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'ProcessorSetupError';
  }
}

export function processorSetupOf(answer: { success?: boolean; message?: string; merchantId?: string; publicKey?: string } | undefined): ProcessorSetup {
  if (answer?.success === true && answer.merchantId && answer.publicKey) {
    return { merchantId: answer.merchantId, publicKey: answer.publicKey };
  }
  throw new ProcessorSetupError(answer?.success === false ? answer.message?.trim() || undefined : undefined);
}

const PROCESSOR_PATH = '/api/upd-card/v1/card-processor'; // getCardReplacementProcessor

export function processorSetupQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('mainApi', PROCESSOR_PATH),
    queryFn: async () => processorSetupOf((await settle(() => mainApi.GET(PROCESSOR_PATH))).okBody),
    retry: readRetries('getCardReplacementProcessor'),
  });
}

export async function sendReplacementCode(dn: string): Promise<SendOutcome> {
  const { status, body } = await settle(() => mainApi.POST('/api/upd-card/v1/send-otp', { body: { dn } }));
  return sendOutcomeOf(status, body);
}

export async function checkReplacementCode(dn: string, otp: string): Promise<CheckOutcome> {
  const { status, body } = await settle(() => mainApi.POST('/api/upd-card/v1/validate-otp', { body: { dn, otp } }));
  return checkOutcomeOf(status, body);
}

export interface ReplacementRequest {
  dn: string;
  uuid: string;
  token: string;
  recurringTopUpId: string | undefined;
}

export async function registerReplacement({ dn, uuid, token, recurringTopUpId }: ReplacementRequest): Promise<ReplaceOutcome> {
  const { status, body } = await settle(() =>
    mainApi.POST('/api/upd-card/v1/register-replace', { body: { dn, uuid, token, ...(recurringTopUpId ? { recurringTopUpId } : {}) } }),
  );
  return replaceOutcomeOf(status, body);
}
