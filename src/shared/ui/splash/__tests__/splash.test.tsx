import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SplashCounter } from '@/shared/api/splash-middleware';
import { Splash, SPLASH_SHOW_DELAY_MS } from '../splash';

describe('Splash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.id = 'app-root';
    root.innerHTML = '<button type="button">Dentro</button>';
    document.body.append(root);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById('app-root')?.remove();
  });

  it('shows after a short delay, makes the app inert and lets go when the calls end', () => {
    const counter = new SplashCounter();
    render(<Splash appRootId="app-root" counter={counter} />);
    const appRoot = document.getElementById('app-root');
    const inside = screen.getByRole('button', { name: 'Dentro' });
    inside.focus();

    act(() => counter.start());
    act(() => void vi.advanceTimersByTime(SPLASH_SHOW_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Cargando, espera un momento…' })).toBeInTheDocument();
    expect(appRoot).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');

    act(() => counter.end(false));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(appRoot).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
    expect(inside).toHaveFocus();
  });

  it('never shows for a call that ends within the delay', () => {
    const counter = new SplashCounter();
    render(<Splash appRootId="app-root" counter={counter} />);
    act(() => counter.start());
    act(() => void vi.advanceTimersByTime(SPLASH_SHOW_DELAY_MS / 2));
    act(() => counter.end(false));
    act(() => void vi.advanceTimersByTime(SPLASH_SHOW_DELAY_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
