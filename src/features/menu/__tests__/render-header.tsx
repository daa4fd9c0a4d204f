import { FEATURE_FLAG_NAMES, FeatureFlagsProvider, type FeatureFlagName, type FeatureFlagsState } from '@/shared/domain/feature-flags';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { SiteHeader } from '../site-header';

/** The loaded flags with every flag on except those listed. */
function flagsState(off: readonly FeatureFlagName[] = []): FeatureFlagsState {
  const rules = Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, { on: !off.includes(name) }]));
  return { rules: rules as FeatureFlagsState['rules'], guestEsimEnabled: true, readFailed: false };
}

/** The header as the layout mounts it, with the main content and a footer to jump to. */
export function renderHeader({ url = '/', off = [] as readonly FeatureFlagName[] } = {}) {
  return renderWithProviders(
    <FeatureFlagsProvider state={flagsState(off)} search="">
      <SiteHeader helpWidget={<button type="button">Ayuda</button>} />
      <main id="contenido" tabIndex={-1}>
        <p>Contenido</p>
      </main>
      <footer id="pie-de-pagina">Pie</footer>
    </FeatureFlagsProvider>,
    { url, path: '*' },
  );
}
