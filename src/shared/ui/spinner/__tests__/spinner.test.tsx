import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology and carries the caller’s class beside its own', () => {
    const { container } = render(<Spinner className="anillo" />);
    const spinner = container.firstElementChild;
    expect(spinner?.tagName).toBe('SPAN');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveClass('anillo');
    expect(spinner?.classList).toHaveLength(2);
  });
});
