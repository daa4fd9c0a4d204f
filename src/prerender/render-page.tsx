import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadPageOf } from '@/app/routes';
import { wireApiClients } from '@/app/wire-clients';
import { loadFeatureFlags } from '@/shared/domain/feature-flags';

/** The markup of `pathname` as a first-time visitor's browser shows it before any call answers. */
export async function renderPage(pathname: string): Promise<string> {
  wireApiClients();
  await preloadPageOf(pathname);
  const featureFlags = await loadFeatureFlags();
  const { prelude } = await prerenderToNodeStream(
    <App featureFlags={featureFlags} routePages={(pages) => <StaticRouter location={pathname}>{pages}</StaticRouter>} />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
