import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from '../select-field';

const options = [
  { id: '1', name: 'Narvarte Poniente' },
  { id: '2', name: 'Del Valle' },
];

describe('SelectField', () => {
  it('is a labelled select whose first option is the placeholder', () => {
    render(<SelectField label="Colonia" placeholder="Selecciona tu colonia" placeholderValue="-1" options={options} defaultValue="-1" />);
    const select = screen.getByRole('combobox', { name: 'Colonia' });
    expect(select).toHaveDisplayValue('Selecciona tu colonia');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['-1', '1', '2']);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('marks an error and describes the select with its note and its error', () => {
    render(
      <SelectField
        label="Régimen fiscal"
        placeholder="Selecciona"
        options={options}
        error="Campo requerido"
        note={(id) => (
          <p id={id} role="alert">
            No fue posible consultar la lista.
          </p>
        )}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Régimen fiscal' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Campo requerido No fue posible consultar la lista.');
  });
});
