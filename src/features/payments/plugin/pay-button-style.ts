import type { CSSProperties } from 'react';
import type { PluginStyle } from './types';

/**
 * The site's own font stack ends every font list of the server: a web font the device lacks (the
 * plugin names fonts the site does not load) falls back to the site's font, not the browser's
 * serif.
 */
const SITE_FONT_STACK = 'var(--font-family)';

export function withSiteFontFallback(fonts: readonly string[]): string {
  return [...fonts, SITE_FONT_STACK].join(', ');
}

/**
 * Every style variable of the configuration's button (spec payments 3: text, background, colour,
 * font, radius) on a pay button, in the card form and the hosted checkout alike. The mapper has
 * checked each value and filled the defaults of spec payments 9.
 */
export function payButtonStyle(button: PluginStyle['button']): CSSProperties {
  return {
    background: button.background,
    color: button.color,
    ...(button.outlined ? { border: `2px solid ${button.color}` } : {}),
    borderRadius: button.radius,
    fontFamily: withSiteFontFallback(button.font ? [button.font] : []),
  };
}
