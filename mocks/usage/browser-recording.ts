import type { SetupWorker } from 'msw/browser';
import { createUsageRecorder, installUsageRecorder, type UsageEntry } from './recorder';
import { operations } from '../generated/operations';

/**
 * The page's side of `npm run usage:record`, loaded only when the browser test exposed its
 * collector (e2e/fixtures.ts): each entry goes to the test runner the first time this document
 * notes it, batched per task, so a reload or a navigation loses nothing already noted.
 */
export function startBrowserRecording(worker: SetupWorker, report: (entries: UsageEntry[]) => Promise<void>): void {
  const recorder = createUsageRecorder(operations);
  installUsageRecorder(recorder);
  let batch: UsageEntry[] = [];
  const flush = () => {
    const entries = batch;
    batch = [];
    // A page closing under the call is no error of the page's.
    report(entries).catch(() => undefined);
  };
  recorder.onEntry((entry) => {
    if (batch.length === 0) queueMicrotask(flush);
    batch.push(entry);
  });
  worker.events.on('request:start', ({ request }) => {
    recorder.recordRequest(request).catch(() => undefined);
  });
}
