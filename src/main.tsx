import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { enableMocking } from '@/app/enable-mocking';
import { enableResponseValidation } from '@/app/enable-response-validation';
import { preloadPageOf } from '@/app/routes';
import { loadFeatureFlags } from '@/shared/feature-flags';
import '@/shared/styles/global.css';

async function start() {
  // The page's code downloads while the mocks start and the flags load, and it renders at once.
  const pageCode = preloadPageOf(window.location.pathname);
  await enableMocking();
  await enableResponseValidation();
  // Flags and their conditions come from the site's own assets before the app renders (spec 7).
  const featureFlags = await loadFeatureFlags();
  await pageCode;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App featureFlags={featureFlags} />
    </StrictMode>,
  );
}

void start();
