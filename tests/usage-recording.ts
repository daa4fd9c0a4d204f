import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addressApi, cardTokenizationApi, ipLookupApi, mainApi, paymentsApi, siteAssets } from '@/api/clients';
import { operations } from '@mocks/generated/operations';
import { createUsageRecorder, installUsageRecorder } from '@mocks/usage/recorder';

/** One recorder per worker: a Vitest worker runs many files in one module cache (decision 048). */
let recorder: ReturnType<typeof createUsageRecorder> | undefined;
/** This worker's part of the recording: rewritten whole after each file, so a later file only adds. */
const partName = `vitest-${process.pid}-${randomUUID().slice(0, 8)}.json`;

/**
 * Vitest's side of `npm run usage:record` (USAGE_RECORD=<dir>, decision 262): each request the
 * site's typed clients send is noted as it leaves them, after the site's own middleware, so a
 * test's own fetch to the mocks is not taken for the site's; every answer settle reads is watched.
 */
export function startUsageRecording(dir: string): { writePart: () => void } {
  if (!recorder) {
    const current = createUsageRecorder(operations);
    installUsageRecorder(current);
    for (const client of [mainApi, paymentsApi, addressApi, cardTokenizationApi, ipLookupApi, siteAssets]) {
      client.use({
        onRequest({ request }) {
          current.recordRequest(request).catch(() => undefined);
        },
      });
    }
    recorder = current;
  }
  const current = recorder;
  return {
    writePart() {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, partName), `${JSON.stringify({ entries: current.entries() })}\n`);
    },
  };
}
