/**
 * The real-mode production build in `dist/` behind a backend whose state each request chooses
 * with the `bait-backend-state` cookie (default: answering at once), on 127.0.0.1 and
 * REAL_BUILD_PORT: the web server of the real-build Playwright project (issue 38, decision 254).
 * SIGTERM or Ctrl-C stops it.
 */
import path from 'node:path';
import { previewRealBuild } from './lib/backend-in-state';

const ROOT = path.resolve(import.meta.dirname, '..');
const server = await previewRealBuild(ROOT, () => 'ok', Number(process.env.REAL_BUILD_PORT) || undefined);
console.log(`real build at ${server.baseUrl}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
