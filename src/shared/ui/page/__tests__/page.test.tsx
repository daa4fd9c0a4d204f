import { render, screen, waitFor } from '@testing-library/react';
import { lazy, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { articleLayout } from '../article-page';
import { landingLayout } from '../landing-page';
import { DocumentTitleProvider, Page } from '../page';
import { stepLayout } from '../step-page';

afterEach(() => {
  document.title = '';
});

describe('<Page>', () => {
  it('renders the h1 and the intro, and titles the document from the route', async () => {
    render(
      <DocumentTitleProvider title="Compatibilidad | Marca">
        <Page variant={articleLayout} heading="Verifica tu equipo" intro="Captura el IMEI.">
          <p>Contenido</p>
        </Page>
      </DocumentTitleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Verifica tu equipo' })).toBeInTheDocument();
    expect(screen.getByText('Captura el IMEI.')).toBeInTheDocument();
    expect(screen.getByText('Contenido')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Compatibilidad | Marca'));
  });

  it('leaves the title alone outside a route', () => {
    document.title = 'Antes';
    render(<Page variant={stepLayout} heading="Registro" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    expect(document.title).toBe('Antes');
  });

  it('names a landing band after its h1, with its actions inside it; without the band it is a plain opening', () => {
    const { unmount } = render(
      <Page variant={landingLayout} headingId="inicio" heading="Cámbiate" intro="Conserva tu número." actions={<button>Llámame</button>} />,
    );
    const band = screen.getByRole('region', { name: 'Cámbiate' });
    expect(band).toContainElement(screen.getByRole('button', { name: 'Llámame' }));
    unmount();
    render(<Page variant={landingLayout} band={false} heading="Recargas" intro="Elige tu recarga." />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recargas' })).toBeInTheDocument();
  });

  it('shows the loading text while a lazy step arrives, then focuses the new step heading', async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const LateStep = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    function Flow() {
      const [step, setStep] = useState('one');
      return (
        <Page variant={stepLayout} narrow heading="Reposición" step={step} loading="Cargando...">
          {step === 'one' ? <button onClick={() => setStep('two')}>siguiente</button> : <LateStep />}
        </Page>
      );
    }
    render(<Flow />);
    screen.getByRole('button', { name: 'siguiente' }).click();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    arrive({ default: () => <h2>Paso dos</h2> });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Paso dos' })).toHaveFocus());
  });
});
