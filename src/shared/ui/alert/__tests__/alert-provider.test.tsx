import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAlert } from '../alert-context';
import { AlertProvider } from '../alert-provider';
import type { Alert } from '../alert-types';

function AlertTrigger({ alert }: { alert: Alert }) {
  const { showAlert, closeAlert } = useAlert();
  return (
    <>
      <button type="button" onClick={() => showAlert(alert)}>
        Mostrar aviso
      </button>
      <button type="button" onClick={closeAlert}>
        Quitar aviso
      </button>
    </>
  );
}

async function showAlert(alert: Alert) {
  const user = userEvent.setup();
  render(
    <AlertProvider>
      <AlertTrigger alert={alert} />
    </AlertProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Mostrar aviso' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('AlertProvider and the alert dialog', () => {
  it('loads nothing until an alert is shown', () => {
    render(
      <AlertProvider>
        <p>Contenido</p>
      </AlertProvider>,
    );
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows title and message, with "Aceptar" as the only button, focused', async () => {
    const { dialog } = await showAlert({ type: 'success', title: 'Listo', message: 'Datos guardados' });

    expect(dialog).toHaveAccessibleName('Listo');
    expect(dialog).toHaveAccessibleDescription('Datos guardados');
    const accept = screen.getByRole('button', { name: 'Aceptar' });
    expect(accept).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('names the dialog after its type when it has no title', async () => {
    const { dialog } = await showAlert({ type: 'warning', message: 'Revisa tus datos' });
    expect(dialog).toHaveAccessibleName('Advertencia');
  });

  it('"Aceptar" closes the alert and runs onAccept', async () => {
    const onAccept = vi.fn();
    const { user } = await showAlert({ type: 'danger', message: 'Falló', onAccept });

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    expect(onAccept).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads "Reintentar" and shows an X when onXButton is set; each runs its own action', async () => {
    const onAccept = vi.fn();
    const onXButton = vi.fn();
    const { user } = await showAlert({ type: 'warning', message: 'Sin conexión', onAccept, onXButton });

    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    expect(retry).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onXButton).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mostrar aviso' }));
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onXButton).toHaveBeenCalledOnce();
  });

  it('adds "Cancelar" for type answer, which runs onCancel', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    const { user } = await showAlert({ type: 'answer', message: '¿Deseas continuar?', onAccept, onCancel });

    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(onCancel).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Cancelar" for no other type', async () => {
    await showAlert({ type: 'danger', message: 'Error' });
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  });

  it('shows a spinner and no buttons for type loader', async () => {
    const { dialog } = await showAlert({ type: 'loader', message: 'Procesando tu pago' });

    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Procesando tu pago');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a loader open on Escape', async () => {
    const { user } = await showAlert({ type: 'loader', message: 'Procesando' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can be closed by the app with closeAlert', async () => {
    const { user } = await showAlert({ type: 'loader', message: 'Procesando' });
    await user.click(screen.getByRole('button', { name: 'Quitar aviso' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape runs the X action when there is one', async () => {
    const onAccept = vi.fn();
    const onXButton = vi.fn();
    const { user } = await showAlert({ type: 'warning', message: 'Sin conexión', onAccept, onXButton });

    await user.keyboard('{Escape}');

    expect(onXButton).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape acts as "Aceptar" when there is no X', async () => {
    const onAccept = vi.fn();
    const { user } = await showAlert({ type: 'success', message: 'Listo', onAccept });

    await user.keyboard('{Escape}');

    expect(onAccept).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape acts as "Cancelar" on a question', async () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    const { user } = await showAlert({ type: 'answer', message: '¿Deseas continuar?', onAccept, onCancel });

    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('renders the HTML of the message without scripts or event handlers', async () => {
    const { dialog } = await showAlert({
      type: 'warning',
      message:
        'Consulta <strong>tu saldo</strong><script>window.hacked = true</script><img src="x" alt="logo" onerror="window.hacked = true"> <a href="https://example.com/ayuda" target="_blank">ayuda</a>',
    });

    expect(dialog.querySelector('strong')).toHaveTextContent('tu saldo');
    expect(dialog.querySelector('script')).toBeNull();
    // No images either: nothing in server HTML fetches from another host.
    expect(screen.queryByRole('img', { name: 'logo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ayuda' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(window).not.toHaveProperty('hacked');
  });

  it('replaces the alert on screen with a newer one and focuses its button', async () => {
    let finishWork = () => {};
    function SlowWork() {
      const { showAlert } = useAlert();
      function start() {
        showAlert({ type: 'loader', message: 'Procesando' });
        finishWork = () => showAlert({ type: 'success', message: 'Terminado' });
      }
      return (
        <button type="button" onClick={start}>
          Iniciar
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <AlertProvider>
        <SlowWork />
      </AlertProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar' }));
    await screen.findByRole('status', { name: 'Cargando' });

    act(() => finishWork());

    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Terminado'));
    expect(screen.getByRole('button', { name: 'Aceptar' })).toHaveFocus();
  });
});
