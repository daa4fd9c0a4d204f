import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '@/shared/config/brand';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { ContactRequestForm } from '../components/contact-request-form';
import type { ContactVariant } from '../contact-variant';

function renderForm(variant: ContactVariant = 'whatsapp') {
  const onSaved = vi.fn();
  const rendered = renderWithProviders(<ContactRequestForm variant={variant} onSaved={onSaved} />, {
    url: '/cambiate-a-bait',
  });
  return { ...rendered, onSaved };
}

const nameField = () => screen.getByRole('textbox', { name: 'Nombre' });
const phoneField = () => screen.getByRole('textbox', { name: 'Teléfono(whatsapp)' });
const confirmationField = () => screen.getByRole('textbox', { name: 'Confirma tu número' });
const consentBox = () => screen.getByRole('checkbox', { name: /He leído, entiendo y consiento/ });
const submitButton = () => screen.getByRole('button', { name: 'ENVIAR DATOS' });

/** Focuses the field, types (when given) and leaves it, which marks it touched. */
async function fillAndLeave(user: UserEvent, field: HTMLElement, text?: string) {
  await user.click(field);
  if (text) await user.type(field, text);
  await user.tab();
}

async function fillValidForm(user: UserEvent) {
  await user.type(nameField(), 'Ana López');
  await user.type(phoneField(), '5512345678');
  await user.type(confirmationField(), '5512345678');
  await user.click(consentBox());
}

describe('contact-request form: fields', () => {
  it('labels the phone "Teléfono(whatsapp)" in the WhatsApp variant', () => {
    renderForm('whatsapp');
    expect(screen.getByRole('textbox', { name: 'Teléfono(whatsapp)' })).toBeInTheDocument();
  });

  it('labels the phone "Teléfono de contacto" in the phone variant', () => {
    renderForm('phone');
    expect(screen.getByRole('textbox', { name: 'Teléfono de contacto' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Teléfono(whatsapp)' })).not.toBeInTheDocument();
  });

  it('makes both phone fields numeric with at most 10 digits', () => {
    renderForm();
    for (const field of [phoneField(), confirmationField()]) {
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('maxlength', '10');
    }
  });

  it('accepts only digits in the phone fields, dropping letters and spaces', async () => {
    const { user } = renderForm();
    await user.type(phoneField(), '55 12ab34-5678');
    await user.type(confirmationField(), 'x5512 345678');
    expect(phoneField()).toHaveValue('5512345678');
    expect(confirmationField()).toHaveValue('5512345678');
  });

  it('keeps the digits of a pasted phone with spaces', async () => {
    const { user } = renderForm();
    await user.click(phoneField());
    await user.paste('55 1234 5678');
    expect(phoneField()).toHaveValue('5512345678');
  });

  it('links "Aviso de Privacidad" to the privacy notice in a new tab', () => {
    renderForm();
    const link = screen.getByRole('link', { name: 'Aviso de Privacidad' });
    expect(link).toHaveAttribute('href', brand.privacyNoticeUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(consentBox()).toHaveAccessibleName('He leído, entiendo y consiento al uso de mis datos personales conforme al Aviso de Privacidad');
  });
});

describe('contact-request form: validation', () => {
  it('shows no error before a field is touched', async () => {
    const { user } = renderForm();
    await user.click(nameField());
    expect(screen.queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
    expect(screen.queryByText('Campo requerido')).not.toBeInTheDocument();
    expect(screen.queryByText('El número es obligatorio')).not.toBeInTheDocument();
    expect(screen.queryByText('Debes aceptar el Aviso de Privacidad')).not.toBeInTheDocument();
  });

  it('requires the name: "El nombre es obligatorio"', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, nameField());
    expect(nameField()).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not take blanks for a name', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, nameField(), '   ');
    expect(nameField()).toHaveAccessibleDescription('El nombre es obligatorio');
  });

  it('accepts a name', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, nameField(), 'Ana');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
  });

  it('requires the phone: "Campo requerido"', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, phoneField());
    expect(phoneField()).toHaveAccessibleDescription('Campo requerido');
  });

  it('rejects a phone shorter than 10 digits: "Número de teléfono inválido"', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, phoneField(), '551234567');
    expect(phoneField()).toHaveAccessibleDescription('Número de teléfono inválido');
  });

  it('accepts a 10-digit phone', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, phoneField(), '5512345678');
    expect(phoneField()).not.toHaveAttribute('aria-invalid');
  });

  it('requires the confirmation: "El número es obligatorio"', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, confirmationField());
    expect(confirmationField()).toHaveAccessibleDescription('El número es obligatorio');
  });

  it('rejects a malformed confirmation: "El número ingresado no tiene el formato correcto"', async () => {
    const { user } = renderForm();
    await fillAndLeave(user, confirmationField(), '55123');
    expect(confirmationField()).toHaveAccessibleDescription('El número ingresado no tiene el formato correcto');
  });

  it('shows "El número no coincide." as soon as a different confirmation is typed', async () => {
    const { user } = renderForm();
    await user.type(phoneField(), '5512345678');
    await user.type(confirmationField(), '5512345679');
    expect(confirmationField()).toHaveAccessibleDescription('El número no coincide.');
  });

  it('re-checks the match when the first phone changes', async () => {
    const { user } = renderForm();
    await user.type(phoneField(), '5512345678');
    await user.type(confirmationField(), '5512345678');
    expect(screen.queryByText('El número no coincide.')).not.toBeInTheDocument();

    await user.clear(phoneField());
    await user.type(phoneField(), '5587654321');
    expect(screen.getByText('El número no coincide.')).toBeInTheDocument();

    await user.clear(phoneField());
    await user.type(phoneField(), '5512345678');
    expect(screen.queryByText('El número no coincide.')).not.toBeInTheDocument();
  });

  it('accepts a confirmation equal to the phone', async () => {
    const { user } = renderForm();
    await user.type(phoneField(), '5512345678');
    await fillAndLeave(user, confirmationField(), '5512345678');
    expect(confirmationField()).not.toHaveAttribute('aria-invalid');
  });

  it('requires the privacy consent: "Debes aceptar el Aviso de Privacidad"', async () => {
    const { user } = renderForm();
    await user.click(consentBox());
    await user.click(consentBox());
    await user.tab();
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toHaveAccessibleDescription('Debes aceptar el Aviso de Privacidad');
  });

  it('accepts the checked consent', async () => {
    const { user } = renderForm();
    await user.click(consentBox());
    await user.tab();
    expect(consentBox()).toBeChecked();
    expect(screen.queryByText('Debes aceptar el Aviso de Privacidad')).not.toBeInTheDocument();
  });
});

describe('contact-request form: "ENVIAR DATOS"', () => {
  it('is disabled while the form is empty', () => {
    renderForm();
    expect(submitButton()).toBeDisabled();
  });

  it('is enabled once every field is valid', async () => {
    const { user } = renderForm();
    await fillValidForm(user);
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['the name is blank', async (user: UserEvent) => user.clear(nameField())],
    ['the phone is short', async (user: UserEvent) => user.type(phoneField(), '{Backspace}')],
    ['the numbers differ', async (user: UserEvent) => user.type(confirmationField(), '{Backspace}9')],
    ['the consent is withdrawn', async (user: UserEvent) => user.click(consentBox())],
  ])('is disabled again when %s', async (_case, breakForm) => {
    const { user } = renderForm();
    await fillValidForm(user);
    await breakForm(user);
    expect(submitButton()).toBeDisabled();
  });
});
