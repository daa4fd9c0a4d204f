import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CAROUSEL_INTERVAL_MS, wrapIndex } from '../carousel';

const slides = ['Uno', 'Dos', 'Tres'];

function renderCarousel(items: readonly string[] = slides, onSlideShown = vi.fn()) {
  render(<Carousel items={items} label="Promociones" getKey={(item) => item} renderSlide={(item) => <p>{item}</p>} onSlideShown={onSlideShown} />);
  return { onSlideShown, region: screen.getByRole('region', { name: 'Promociones' }) };
}

/** The visible slide's text (hidden slides are not in the accessibility tree). */
function visibleSlide() {
  return screen.getByRole('group').textContent;
}

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
});

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('labels the region and each slide as "n de m"', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(screen.getByRole('group', { name: '1 de 3' })).toHaveTextContent('Uno');
  });

  it('advances every interval and wraps from the last slide to the first', () => {
    const { onSlideShown } = renderCarousel();
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(visibleSlide()).toBe('Uno');
    act(() => void vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe('Dos');
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleSlide()).toBe('Uno');
    expect(onSlideShown.mock.calls.map(([item]) => item)).toEqual(['Uno', 'Dos', 'Tres', 'Uno']);
  });

  it('goes back from the first slide to the last and forward with the buttons', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(screen.getByRole('group', { name: '3 de 3' })).toHaveTextContent('Tres');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(visibleSlide()).toBe('Uno');
  });

  it('pauses and plays again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(visibleSlide()).toBe('Uno');

    fireEvent.click(screen.getByRole('button', { name: 'Reproducir el carrusel' }));
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleSlide()).toBe('Dos');
  });

  it('jumps to a slide with its dot, which is marked as current', () => {
    renderCarousel();
    const dots = screen.getByRole('list', { name: 'Elegir diapositiva' });
    fireEvent.click(within(dots).getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(visibleSlide()).toBe('Tres');
    expect(within(dots).getByRole('button', { name: 'Ir a la diapositiva 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(dots).getByRole('button', { name: 'Ir a la diapositiva 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows a single slide without controls and never advances', () => {
    renderCarousel(['Solo']);
    expect(screen.getByRole('group', { name: '1 de 1' })).toHaveTextContent('Solo');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visibleSlide()).toBe('Solo');
  });

  it('renders nothing without slides', () => {
    render(<Carousel items={[]} label="Promociones" getKey={(item: string) => item} renderSlide={(item) => item} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderCarousel();
      expect(screen.getByRole('button', { name: 'Reproducir el carrusel' })).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
      expect(visibleSlide()).toBe('Uno');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
