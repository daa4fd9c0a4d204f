import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, storeSessionUser } from '@/shared/domain/session';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { NirChangePage } from '../nir-change-page';

const DN = '5512345678';

function renderPage() {
  return renderWithProviders(<NirChangePage />, { url: '/cambio-nir' });
}

afterEach(() => clearStoredSession());

/** A new step's heading takes the focus in an effect, which may run just after the heading shows. */
async function expectStepHeadingFocused(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
}

describe('NirChangePage (/cambio-nir)', () => {
  it('checks the line, lists the NIRs, changes the NIR and says so', async () => {
    const lineChecks = recordRequests('/api/core/bait/servicio/linea/validar');
    const lineForms = recordRequests('/api/core/bait/servicio/formulario');
    const changes = recordRequests('/conn/page/api/bait/api/cambioNir');
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestiona tu Bait' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El número Bait es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Número Bait' }), DN);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    await expectStepHeadingFocused('Elige tu nueva lada');
    expect(await screen.findByText('María Hernández')).toBeInTheDocument();
    expect(screen.getByText('55 12 34 56 78')).toBeInTheDocument();
    const [check] = lineChecks;
    expect(await check?.json()).toMatchObject({ dn: DN, tipo: 1 });
    expect(await lineForms[0]?.json()).toEqual({ dn: DN });

    await user.click(screen.getByRole('button', { name: 'Cambiar NIR' }));
    expect(await screen.findByText('Elige la nueva lada')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Nueva lada (NIR)' });
    await user.click(select);
    expect(screen.getByRole('status')).toHaveTextContent('Por favor ingresa 1 o más caracteres');
    await user.keyboard('nuevo leon');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['81 · Monterrey, Nuevo León']));
    await user.keyboard('{Enter}');
    expect(select).toHaveValue('81 · Monterrey, Nuevo León');
    await user.click(screen.getByRole('button', { name: 'Cambiar NIR' }));

    await expectStepHeadingFocused('¡Listo! Cambiamos tu NIR');
    expect(screen.getByText('Tu cambio de NIR se realizó correctamente. Tu nuevo número estará activo en unos minutos.')).toBeInTheDocument();
    expect(await changes[0]?.json()).toEqual({ numero: DN, nir: '81' });
  });

  it('keeps the focus on the busy "Continuar" while the line is checked (decision 164)', async () => {
    chooseScenarios({ checkBaitLine: 'delay=300' });
    const lineChecks = recordRequests('/api/core/bait/servicio/linea/validar');
    const { user } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Número Bait' }), DN);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const busy = await screen.findByRole('button', { name: 'Verificando tu línea...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    // Enter again while busy sends nothing more.
    await user.keyboard('{Enter}');
    await expectStepHeadingFocused('Elige tu nueva lada');
    expect(lineChecks).toHaveLength(1);
  });

  it('offers a logged-in customer their own line, and shows a refused line and the limit of changes', async () => {
    storeSessionUser(testSessionUser());
    chooseScenarios({ checkBaitLine: 'notOnNetwork' });
    const { user } = renderPage();
    expect(screen.getByRole('textbox', { name: 'Número Bait' })).toHaveValue(DN);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El número 55 12 34 56 78 no existe en la red Bait, verifica que esté bien escrito.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    chooseScenarios({ checkBaitLine: 'valid', changeNir: 'limitExceeded' });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const select = await screen.findByRole('combobox', { name: 'Nueva lada (NIR)' });
    await user.type(select, 'guadalajara{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cambiar NIR' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'No se realizó el cambio' })).toBeInTheDocument();
    expect(screen.getByText('Lo sentimos, ha superado los cambios de número permitidos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a los centros de atención' })).toHaveAttribute('href', '/centros-de-atencion');
  });
});
