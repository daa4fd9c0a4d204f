import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { enableMocking } from '@/app/enable-mocking';
import { enableResponseValidation } from '@/app/enable-response-validation';
import { loadFeatureFlags } from '@/shared/feature-flags';
import '@/shared/styles/global.css';

async function start() {
  await enableMocking();
  await enableResponseValidation();
  // Flags and their conditions come from the site's own assets before the app renders (spec 7).
  const featureFlags = await loadFeatureFlags();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App featureFlags={featureFlags} />
    </StrictMode>,
  );
}

void start();
