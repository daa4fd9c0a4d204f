import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderFrame, ProviderFrameError, ProviderFrameLoading } from '../provider-frame';

describe('ProviderFrame', () => {
  it('gives the party its element, as high as its frame, hidden when asked', () => {
    const { container, rerender } = render(<ProviderFrame id="marco-pago" heightPx={700} />);
    const element = container.querySelector('#marco-pago');
    expect(element).toBeInstanceOf(HTMLDivElement);
    expect(element).toHaveStyle({ '--frame-height': '700px' });
    expect(element).not.toHaveAttribute('hidden');

    rerender(<ProviderFrame id="marco-pago" heightPx={700} hidden />);
    expect(container.querySelector('#marco-pago')).toHaveAttribute('hidden');
  });

  it('says the frame is loading as a status and a failure as an alert', () => {
    render(
      <>
        <ProviderFrameLoading>Cargando…</ProviderFrameLoading>
        <ProviderFrameError>No fue posible cargar el formulario de pago.</ProviderFrameError>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible cargar el formulario de pago.');
  });
});
