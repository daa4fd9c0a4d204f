import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldBinder } from '../field-binder';
import { FormDigitsField, FormTextField } from '../form-fields';

type Values = { phone: string; name: string };
const labels = { phone: 'Teléfono', name: 'Nombre', phoneHint: 'Diez dígitos' };

const resolver: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.phone.length < 10) errors['phone'] = { type: 'minLength', message: 'Teléfono incompleto' };
  return { values: Object.keys(errors).length ? {} : values, errors };
};

function Harness() {
  const {
    control,
    handleSubmit,
    formState: { isSubmitted },
  } = useForm<Values>({ resolver, defaultValues: { phone: '', name: '' } });
  const field = fieldBinder(control, isSubmitted, labels);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormDigitsField {...field('phone')} hint={labels.phoneHint} maxLength={10} />
      <FormTextField {...field('name')} autoComplete="name" />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('fieldBinder', () => {
  it('gives a field its name, the form control, its label and showErrors', () => {
    const control = {} as ReturnType<typeof useForm<Values>>['control'];
    expect(fieldBinder(control, true, labels)('phone')).toEqual({ name: 'phone', control, showErrors: true, label: 'Teléfono' });
  });

  it('binds the fields it spreads into to the form, labelled from the map, with their errors after a submit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(phone).toHaveAttribute('name', 'phone');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('autocomplete', 'name');
    expect(phone).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Teléfono incompleto/);
  });
});
