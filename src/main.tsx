import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPageOf } from '@/app/routes';
import { startApp } from '@/app/start-app';
import { wireApiClients } from '@/app/wire-clients';
import { loadFeatureFlags } from '@/shared/domain/feature-flags';
import '@/shared/styles/global.css';

// The typed clients get their middleware (splash, headers, session expiry) before any call.
wireApiClients();

/** How long clearing the app may take before a restart goes on regardless (mock build only). */
const CLEAR_TIMEOUT_MS = 2_000;

let root: Root | undefined;
/** Each mount is a new App (new query cache, new state), also on a restart of the mock build. */
let generation = 0;

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  return container;
}

/**
 * The real build's pages carry a first view of themselves, inert until the app has
 * rendered over it. A view of another page (the host answered an unknown or alias address with
 * index.html) goes before anything else.
 */
function dropFirstViewOfAnotherPage(): void {
  const container = rootElement();
  const firstView = container.dataset.firstView;
  if (firstView !== undefined && firstView !== window.location.pathname) container.replaceChildren();
}

function FirstViewTakenOver() {
  useLayoutEffect(() => rootElement().removeAttribute('inert'), []);
  return null;
}

/**
 * Flags and their conditions come from the site's own assets (spec 7); their read starts first but
 * the app does not wait for it, so a slow or absent backend cannot hold the page's first render
 * (decision 265). What they switch changes when they arrive.
 */
async function mountApp(): Promise<void> {
  const pageCode = preloadPageOf(window.location.pathname);
  const featureFlags = loadFeatureFlags();
  await pageCode;
  root ??= createRoot(rootElement());
  generation += 1;
  const app = (
    <StrictMode>
      <FirstViewTakenOver />
      <App key={generation} featureFlags={featureFlags} />
    </StrictMode>
  );
  // As a transition, React renders the whole app in slices and lets the browser in between: one
  // long task of a phone's main thread becomes many short ones. The first view (or the blank
  // root) stays until the commit.
  startTransition(() => root?.render(app));
}

/** Renders nothing, and waits until React has removed the app (an update like any other, safe mid-render). */
async function clearApp(): Promise<void> {
  if (!root) return;
  root.render(null);
  const container = rootElement();
  const started = performance.now();
  while (container.childElementCount > 0 && performance.now() - started < CLEAR_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

dropFirstViewOfAnotherPage();
void startApp({ mountApp, clearApp });
