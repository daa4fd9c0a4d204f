export { ChunkLoadFailed } from './chunk-load-failed';
export { lazyWithRetry, type LazyWithRetry } from './lazy-with-retry';
