import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const PHONE_WIDTH_PX = 375;
export const DESKTOP_WIDTH_PX = 1280;

/**
 * jsdom has no matchMedia: this one answers `(min-width: Npx)` queries for a window of the given
 * width, and `resize` tells the listeners of a new width, as a real window would.
 */
function stubViewportWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      get matches() {
        const minWidth = /\(min-width:\s*(\d+)px\)/.exec(media);
        return minWidth ? width >= Number(minWidth[1]) : false;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    resize(toWidth: number) {
      width = toWidth;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** A phone or a desktop window. */
export function stubViewport(kind: 'desktop' | 'mobile') {
  return stubViewportWidth(kind === 'desktop' ? DESKTOP_WIDTH_PX : PHONE_WIDTH_PX);
}
