import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { ChunkLoadFailed } from './chunk-load-failed';
import { forgetStaleBuildReload, recoverFromLostChunk } from './stale-build';

interface BoundaryProps {
  failure: ReactNode;
  /** Whether the code never arrived: then the error is a lost chunk, not one of the loaded component. */
  isLost: () => boolean;
  children: ReactNode;
}

/** Shows `failure` for a chunk that did not load; any other error goes on to the boundary above. */
class ChunkErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown error') };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (this.props.isLost()) return this.props.failure;
    throw error;
  }
}

export type LazyWithRetry<P extends object> = ComponentType<P> & {
  /** Starts the download early; a failure is left to the component to show. */
  preload: () => Promise<ComponentType<P>>;
};

/** Downloads under way, of every lazy component: what a test waits for before its document goes. */
const downloadsUnderWay = new Set<Promise<unknown>>();

/**
 * Resolves once no lazy component's download is under way, failed ones included. A component test
 * that ends while a page's code still loads would otherwise leave the import to finish after the
 * test environment is gone (Vitest's EnvironmentTeardownError, at random on a slow machine).
 */
export async function lazyDownloadsSettled(): Promise<void> {
  while (downloadsUnderWay.size > 0) await Promise.allSettled([...downloadsUnderWay]);
}

/** Never settles: the page is reloading, and the Suspense fallback stays until it goes. */
const RELOADING = new Promise<never>(() => undefined);

/**
 * `React.lazy` that survives a lost chunk: a failed download shows `failure`
 * (a Spanish message with "Reintentar" by default) instead of blanking the page, and retry
 * downloads it again; React's own `lazy` would keep the failure for good. A chunk gone after a
 * deploy reloads the page once instead, to the same address. A component whose
 * code is already there renders at once, without a Suspense fallback.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failure: (retry: () => void, props: P) => ReactNode = (retry) => <ChunkLoadFailed retry={retry} />,
): LazyWithRetry<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    if (loading) return loading;
    const download = load().then(
      (Loaded) => {
        forgetStaleBuildReload();
        return (loaded = Loaded);
      },
      (error: unknown) => {
        loading = undefined; // the next attempt downloads it again
        throw error;
      },
    );
    downloadsUnderWay.add(download);
    void download.then(
      () => downloadsUnderWay.delete(download),
      () => downloadsUnderWay.delete(download),
    );
    return (loading = download);
  };
  // Only a render recovers: a preload that fails (a link hovered) leaves it to the click.
  const loadToRender = () =>
    loadOnce().catch(async (error: unknown) => {
      if ((await recoverFromLostChunk(error)) === 'reloading') return RELOADING;
      throw error;
    });
  const newLazy = () => lazy(async () => ({ default: await loadToRender() }));
  const isLost = () => loaded === undefined;
  // One for every mount, kept until a retry: a component that suspends before it mounts keeps no
  // state, so a lazy made per mount would be made, and downloaded, again on every render.
  let current = newLazy();

  function Retryable(props: P) {
    // Chosen once per mount: switching while shown would remount the component and lose its state.
    const [LoadedAtMount] = useState(() => loaded);
    const [attempt, setAttempt] = useState(0);
    if (LoadedAtMount) return <LoadedAtMount {...props} />;
    const retry = () => {
      current = newLazy();
      setAttempt((count) => count + 1);
    };
    const Lazy = current;
    return (
      <ChunkErrorBoundary key={attempt} failure={failure(retry, props)} isLost={isLost}>
        <Lazy {...props} />
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(Retryable, { preload: loadOnce });
}
