import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStepPlacement } from '../use-step-placement';

type Shown = 'heading' | 'late heading' | 'hidden old heading' | 'marked';

function Flow({ initial = 'first', shows = 'heading' as Shown }) {
  const [step, setStep] = useState(initial);
  const [late, setLate] = useState(false);
  const area = useStepPlacement(step);
  return (
    <>
      <button onClick={() => setStep('second')}>siguiente</button>
      <button onClick={() => setLate(true)}>llega</button>
      <div ref={area}>
        {step === 'first' && <h2>Paso uno</h2>}
        {step === 'second' && shows === 'heading' && <h2>Paso dos</h2>}
        {step === 'second' && shows === 'late heading' && (late ? <h2>Paso dos</h2> : <p>Cargando...</p>)}
        {step === 'second' && shows === 'hidden old heading' && (
          <>
            <div style={{ display: 'none' }}>
              <h2>Paso viejo</h2>
            </div>
            {late && <h2>Paso dos</h2>}
          </>
        )}
        {step === 'second' && shows === 'marked' && (
          <>
            <h3>Detalle</h3>
            <p data-step-heading>Resultado</p>
          </>
        )}
      </div>
    </>
  );
}

describe('useStepPlacement', () => {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  afterEach(() => scrolled.mockClear());

  it('leaves the first step alone: a page that opens keeps its focus and scroll', () => {
    render(<Flow />);
    expect(screen.getByRole('heading', { name: 'Paso uno' })).not.toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('focuses the new step heading and scrolls it to the top, below the sticky header (scroll-margin-top)', () => {
    render(<Flow />);
    act(() => screen.getByRole('button', { name: 'siguiente' }).click());
    const heading = screen.getByRole('heading', { name: 'Paso dos' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(heading);
  });

  it('places a step that is still loading as soon as its heading appears', async () => {
    render(<Flow shows="late heading" />);
    act(() => screen.getByRole('button', { name: 'siguiente' }).click());
    expect(scrolled).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'llega' }).click());
    expect(screen.getByRole('heading', { name: 'Paso dos' })).toHaveFocus();
  });

  it('skips the heading of a previous step that a suspended boundary keeps hidden', async () => {
    render(<Flow shows="hidden old heading" />);
    act(() => screen.getByRole('button', { name: 'siguiente' }).click());
    expect(scrolled).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'llega' }).click());
    expect(screen.getByRole('heading', { name: 'Paso dos' })).toHaveFocus();
  });

  it('prefers the element the step marks as its heading', () => {
    render(<Flow shows="marked" />);
    act(() => screen.getByRole('button', { name: 'siguiente' }).click());
    expect(screen.getByText('Resultado')).toHaveFocus();
  });
});
