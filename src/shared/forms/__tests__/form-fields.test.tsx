import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormCheckbox } from '../form-checkbox';
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

  it('call afterBlur once the form took the blur, and afterChange with the value the form holds', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Listening() {
      const { control, getValues } = useForm<{ phone: string; code: string }>({ defaultValues: { phone: '', code: '' } });
      return (
        <>
          <FormDigitsField
            name="phone"
            control={control}
            label="Teléfono"
            maxLength={10}
            afterChange={(digits) => seen.push(`cambio ${digits}`)}
            afterBlur={() => seen.push(`salida con ${getValues('phone')}`)}
          />
          <FormTextField
            name="code"
            control={control}
            label="Clave"
            normalise={(typed) => typed.toUpperCase()}
            afterChange={(value) => seen.push(`clave ${value}`)}
          />
        </>
      );
    }
    render(<Listening />);
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '55');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'Clave' }), 'x');
    expect(seen).toEqual(['cambio 5', 'cambio 55', 'salida con 55', 'clave X']);
  });
});

describe('FormCheckbox', () => {
  type Consent = { accepted: boolean };
  const mustAccept: Resolver<Consent> = (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    if (!values.accepted) errors['accepted'] = { type: 'required', message: 'Acepta el aviso' };
    return { values: Object.keys(errors).length ? {} : values, errors };
  };

  function ConsentForm({ showErrors, onAccepted }: { showErrors?: boolean; onAccepted?: (accepted: boolean) => void }) {
    const { control, trigger } = useForm<Consent>({ resolver: mustAccept, mode: 'all', defaultValues: { accepted: false } });
    const accepted = useWatch({ control, name: 'accepted' });
    onAccepted?.(accepted);
    return (
      <form>
        <FormCheckbox name="accepted" control={control} label="Acepto el aviso" showErrors={showErrors} />
        <button type="button" onClick={() => void trigger()}>
          Validar
        </button>
      </form>
    );
  }

  it('holds the box as a boolean and shows its error once touched', async () => {
    const user = userEvent.setup();
    const onAccepted = vi.fn();
    render(<ConsentForm onAccepted={onAccepted} />);
    const box = screen.getByRole('checkbox', { name: 'Acepto el aviso' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onAccepted).toHaveBeenLastCalledWith(true);

    await user.click(box);
    await user.tab();
    expect(box).not.toBeChecked();
    expect(onAccepted).toHaveBeenLastCalledWith(false);
    expect(box).toHaveAccessibleDescription('Acepta el aviso');
  });

  it('shows the error of an untouched box with showErrors', async () => {
    const user = userEvent.setup();
    render(<ConsentForm showErrors />);
    await user.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Acepta el aviso')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acepto el aviso' })).toHaveAttribute('aria-invalid', 'true');
  });
});
