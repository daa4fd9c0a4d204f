import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NameAndEmailFields } from '../name-and-email-fields';
import { NewPasswordFields } from '../new-password-fields';

type Values = { name: string; email: string; password: string; repeated: string };

/** The one rule this test needs: the confirmation equals the password. */
const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.repeated && values.repeated !== values.password) {
    return { values: {}, errors: { repeated: { type: 'mismatch', message: 'La contraseña no coincide.' } } };
  }
  return { values, errors: {} };
};

function AccountForm({ showErrors }: { showErrors?: boolean }) {
  const { control } = useForm<Values>({ resolver, mode: 'all', defaultValues: { name: '', email: '', password: '', repeated: '' } });
  return (
    <form>
      <NameAndEmailFields
        control={control}
        names={{ name: 'name', email: 'email' }}
        labels={{ name: 'Nombre o alias', email: 'Correo electrónico' }}
        showErrors={showErrors}
      />
      <NewPasswordFields
        control={control}
        names={{ password: 'password', confirmation: 'repeated' }}
        labels={{ password: 'Contraseña', confirmation: 'Confirma tu contraseña' }}
        hint="Mínimo 8 caracteres"
        showErrors={showErrors}
      />
    </form>
  );
}

describe('the account forms’ shared fields', () => {
  it('bind each role to the form’s own field, with the contract’s limits and the browser’s autocomplete', () => {
    render(<AccountForm />);
    expect(screen.getByLabelText('Nombre o alias')).toHaveAttribute('maxlength', '120');
    expect(screen.getByLabelText('Nombre o alias')).toHaveAttribute('autocomplete', 'nickname');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('maxlength', '120');
    for (const label of ['Contraseña', 'Confirma tu contraseña']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
      expect(screen.getByLabelText(label)).toHaveAttribute('maxlength', '64');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();
  });

  it('checks the typed confirmation again when the password changes', async () => {
    const user = userEvent.setup();
    render(<AccountForm />);
    await user.type(screen.getByLabelText('Contraseña'), 'Clave#2026');
    await user.type(screen.getByLabelText('Confirma tu contraseña'), 'Clave#2026');
    await user.tab();
    expect(screen.queryByText('La contraseña no coincide.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(await screen.findByText('La contraseña no coincide.')).toBeInTheDocument();
  });
});
