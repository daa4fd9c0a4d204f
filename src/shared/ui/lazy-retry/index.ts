export { ChunkLoadFailed } from './chunk-load-failed';
export { lazyDownloadsSettled, lazyWithRetry } from './lazy-with-retry';
