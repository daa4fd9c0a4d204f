import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferIncludes } from '../offer-includes';

const styles = { includesLabel: 'label', includes: 'list' };

describe('what an offer includes', () => {
  it('lists each benefit under the screen label, with the screen styles', () => {
    render(<OfferIncludes benefits={['5 GB', 'Redes sociales ilimitadas']} label="Incluye:" styles={styles} />);
    expect(screen.getByText('Incluye:')).toHaveClass('label');
    expect(screen.getByRole('list')).toHaveClass('list');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['5 GB', 'Redes sociales ilimitadas']);
  });

  it('wraps label and list in one element only when grouped', () => {
    const { container, rerender } = render(<OfferIncludes benefits={['5 GB']} label="Incluye:" styles={styles} />);
    expect(container.firstElementChild?.tagName).toBe('P');
    rerender(<OfferIncludes benefits={['5 GB']} label="Incluye:" styles={styles} grouped />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('shows nothing, not even the label, when the offer lists nothing', () => {
    const { container } = render(<OfferIncludes benefits={[]} label="Incluye:" styles={styles} grouped />);
    expect(container).toBeEmptyDOMElement();
  });
});
