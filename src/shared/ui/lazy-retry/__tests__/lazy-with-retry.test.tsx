import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDownloadsSettled, lazyWithRetry } from '../lazy-with-retry';

class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>el error siguió hacia arriba</p> : this.props.children;
  }
}

describe('lazyWithRetry (decision 123)', () => {
  it('shows the message with "Reintentar" for a lost chunk, loads it again on retry, and lets other errors through', async () => {
    // React reports the errors its boundaries catch.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return ({ name }: { name: string }) => <p>Hola, {name}</p>;
    });
    const Greeting = lazyWithRetry(load);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Greeting name="María" />
      </Suspense>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Hola, María')).toBeInTheDocument();
    const calls = load.mock.calls.length;

    // Loaded once, shown at once elsewhere without loading again.
    render(<Greeting name="Ana" />);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(calls);

    // A component that throws while rendering is not a lost chunk: the boundary above gets it.
    const Broken = lazyWithRetry(async () => () => {
      throw new Error('roto');
    });
    render(
      <Outer>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </Outer>,
    );
    expect(await screen.findByText('el error siguió hacia arriba')).toBeInTheDocument();
  });

  it('tells when no download is under way, so a test ends after the page code it asked for (issue 48)', async () => {
    let arrive: (component: () => ReactNode) => void = () => undefined;
    const Late = lazyWithRetry(() => new Promise<() => ReactNode>((resolve) => (arrive = resolve)));
    void Late.preload();
    let settled = false;
    const waiting = lazyDownloadsSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    arrive(() => <p>Ya</p>);
    await waiting;
    expect(settled).toBe(true);
    await expect(lazyDownloadsSettled()).resolves.toBeUndefined();
  });
});
