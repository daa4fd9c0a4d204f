export { ChunkLoadFailed } from './chunk-load-failed';
export { lazyWithRetry } from './lazy-with-retry';
