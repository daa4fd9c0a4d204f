import { operations } from '@mocks/generated';

export const API = 'https://api.bait.example';
/** The payments API has base path /v2; the generated handlers match any prefix. */
export const PAYMENTS_API = 'https://pagos.bait.example/v2';

export type Answer = { status: number; body: Record<string, unknown>; source: string | null };

/** Sends a JSON request as the site does and reads the mock's answer. */
export async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    source: response.headers.get('x-mock-source'),
  };
}

export function exampleOf(operationId: string, key: string): Record<string, unknown> {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  const example = operation?.responses.flatMap((response) => response.examples).find((candidate) => candidate.key === key);
  if (!example) throw new Error(`${operationId} has no example ${key}`);
  return example.value as Record<string, unknown>;
}

export const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const HOUR_MS = 60 * 60 * 1000;
/** A fixed "now" for tests that move the clock (only Date is faked: MSW keeps its real timers). */
export const NOW = new Date('2026-03-02T10:00:00.000Z');
