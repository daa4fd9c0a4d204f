import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchableSelect } from '../searchable-select';

const options = [
  { id: '55', name: '55 · Ciudad de México' },
  { id: '442', name: '442 · Querétaro' },
  { id: '81', name: '81 · Monterrey' },
];

function Harness({ minTermLength = 0 }: { minTermLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={() => setValue('submitted')}>
      <SearchableSelect label="Nueva lada" options={options} value={value} onChange={setValue} minTermLength={minTermLength} />
      <span data-testid="valor">{value}</span>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Nueva lada' });
const shownValue = () => screen.getByTestId('valor').textContent;

describe('SearchableSelect (combobox with a listbox popup)', () => {
  it('opens with the arrows, moves the active option (wrapping), chooses with Enter, closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Nueva lada' });
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    const first = screen.getByRole('option', { name: '55 · Ciudad de México' });
    const last = screen.getByRole('option', { name: '81 · Monterrey' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);

    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', last.id);
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{End}{Enter}');

    expect(shownValue()).toBe('81');
    expect(combobox()).toHaveValue('81 · Monterrey');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    // Reopened, the chosen option is the active and selected one.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '81 · Monterrey' })).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '81 · Monterrey' }).id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('searches without accents, says the typeahead messages, and restores the choice on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness minTermLength={2} />);

    await user.click(combobox());
    expect(screen.getByRole('status')).toHaveTextContent('Por favor ingresa 2 o más caracteres');

    await user.keyboard('queretaro');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['442 · Querétaro']);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.keyboard('{Enter}');
    expect(shownValue()).toBe('442');

    await user.clear(combobox());
    await user.keyboard('Tijuana');
    expect(screen.getByRole('status')).toHaveTextContent('No se encontraron coincidencias');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Enter}{Escape}');
    expect(shownValue()).toBe('442');
    expect(combobox()).toHaveValue('442 · Querétaro');
  });

  it('chooses an option by pointer', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: '55 · Ciudad de México' }));
    expect(shownValue()).toBe('55');
    expect(combobox()).toHaveFocus();
  });
});
