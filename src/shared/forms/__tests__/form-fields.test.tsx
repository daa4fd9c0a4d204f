import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormDigitsField, FormTextField } from '../form-fields';

type Values = { phone: string; name: string };

const resolver: Resolver<Values> = (values) => {
  const errors: Record<string, { type: string; message: string }> = {};
  if (values.phone.length < 10) errors['phone'] = { type: 'minLength', message: 'Teléfono incompleto' };
  if (!values.name) errors['name'] = { type: 'required', message: 'Nombre obligatorio' };
  return { values: Object.keys(errors).length ? {} : values, errors };
};

function Harness({ showErrors, extraError }: { showErrors?: boolean; extraError?: string }) {
  const { control, trigger } = useForm<Values>({ resolver, mode: 'all', defaultValues: { phone: '', name: '' } });
  return (
    <form>
      <FormDigitsField name="phone" control={control} label="Teléfono" maxLength={10} showErrors={showErrors} extraError={extraError} />
      <FormTextField name="name" control={control} label="Nombre" autoComplete="name" />
      <button type="button" onClick={() => void trigger()}>
        Validar
      </button>
    </form>
  );
}

describe('FormDigitsField and FormTextField', () => {
  it('hide the error until the field was touched, then show it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    await user.type(phone, '55');
    expect(screen.queryByText('Teléfono incompleto')).not.toBeInTheDocument();
    expect(phone).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(phone).toHaveAccessibleDescription('Teléfono incompleto');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('autocomplete', 'name');
  });

  it('show the error of an untouched field with showErrors', async () => {
    const user = userEvent.setup();
    render(<Harness showErrors />);
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Teléfono incompleto')).toBeInTheDocument();
  });

  it('show extraError while no validation error shows', async () => {
    const user = userEvent.setup();
    render(<Harness extraError="Número no registrado" />);
    const phone = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(phone).toHaveAccessibleDescription('Número no registrado');

    await user.type(phone, '55');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Teléfono incompleto');

    await user.type(phone, '12345678');
    expect(phone).toHaveAccessibleDescription('Número no registrado');
  });

  it('hold what normalise makes of the typed text, in the form and in the field', async () => {
    const user = userEvent.setup();
    function Watching() {
      const { control } = useForm<{ code: string }>({ defaultValues: { code: '' } });
      const held = useWatch({ control, name: 'code' });
      return (
        <>
          <FormTextField name="code" control={control} label="Clave" normalise={(typed) => typed.toUpperCase().replace(/[^A-Z0-9]/g, '')} />
          <output aria-label="Valor del formulario">{held}</output>
        </>
      );
    }
    render(<Watching />);
    const code = screen.getByRole('textbox', { name: 'Clave' });
    await user.type(code, 'ab-12 c');
    expect(code).toHaveValue('AB12C');
    expect(screen.getByRole('status', { name: 'Valor del formulario' })).toHaveTextContent(/^AB12C$/);
  });
});
