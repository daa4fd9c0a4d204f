/**
 * The retry table is what the app does (issue 47): every query takes its `retry` from it, and the
 * figures docs/scenarios.md and the QA panel show are computed from it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offerListQueryOptions } from '@/shared/domain/offers/api/list-offers';
import { callPolicyOf, failureAfterMs, failureGroups, FEATURE_FLAGS_TIMEOUT_MS, GUEST_ATTEMPTS } from '../call-policy';

const SRC = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'generated', 'testing'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The balance page names its offerings from the offer lists quietly: their failure shows nothing, so they are read once. */
const QUIET_READS = new Set(['src/features/balance/use-offering-names.ts']);

describe('the retry table', () => {
  it('an offer list is sent twice, a second apart; with ?timeout=2000 it fails after 5 s', () => {
    const policy = callPolicyOf('listPrepaidOffers');
    expect(policy).toEqual({ attempts: 2, pausesMs: [1000], timeLimitMs: undefined });
    expect(failureAfterMs(policy, 2000)).toBe(5000);
    expect(offerListQueryOptions('prepaid').retry).toBe(1);
  });

  it('a write and any read not in the table are sent once', () => {
    expect(callPolicyOf('registerBill')).toEqual({ attempts: 1, pausesMs: [], timeLimitMs: undefined });
    expect(failureAfterMs(callPolicyOf('verifyImei'), 30_000)).toBe(30_000);
  });

  it('the guest loops ask again at once, and the flags stop waiting after their limit', () => {
    expect(callPolicyOf('getPortabilityGuest')).toEqual({ attempts: GUEST_ATTEMPTS, pausesMs: [0, 0], timeLimitMs: undefined });
    expect(failureAfterMs(callPolicyOf('getFeatureFlags'), 30_000)).toBe(FEATURE_FLAGS_TIMEOUT_MS);
    expect(failureAfterMs(callPolicyOf('getFeatureFlags'), 2000)).toBe(2000);
  });

  it('the QA panel groups operations by when they fail, the calls sent once first', () => {
    const groups = failureGroups(30_000);
    expect(groups[0]).toEqual({ attempts: 1, afterMs: 30_000, operations: [] });
    expect(groups.find((group) => group.operations.includes('listPrepaidOffers'))).toMatchObject({ attempts: 2, afterMs: 61_000 });
    expect(groups.find((group) => group.operations.includes('getCaptchaInfo'))).toMatchObject({ attempts: 4, afterMs: 127_000 });
  });

  it('every query in src takes its retry from the table', () => {
    const offenders: string[] = [];
    let queries = 0;
    for (const file of sourceFiles(SRC)) {
      const relative = path.relative(path.dirname(SRC), file);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/queryOptions\(\{([^\n]*)\}\);|queryOptions\(\{\n([\s\S]*?)\n\s*\}\)/g)) {
        const body = match[1] ?? match[2] ?? '';
        queries += 1;
        if (/^\s*\.\.\.\w+QueryOptions\(/.test(body)) continue; // the options it spreads carry the retry
        if (!/retry: readRetries\(/.test(body)) offenders.push(`${relative}: a query without retry: readRetries(...)`);
      }
      for (const line of text.split('\n')) {
        if (/\bretry: (false|true|\d|[A-Z_]{3,}\b(?!\.))/.test(line) && !QUIET_READS.has(relative) && !relative.endsWith('query-client.ts'))
          offenders.push(`${relative}: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(queries).toBeGreaterThanOrEqual(15);
  });
});
