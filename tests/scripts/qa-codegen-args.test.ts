import { describe, expect, it } from 'vitest';
import { parseQaCodegenArgs } from '../../scripts/lib/qa-codegen-args';

describe('npm run qa:codegen -- <reproduce link>', () => {
  it("takes the panel's reproduce link, or its path, and --check", () => {
    const link = 'http://127.0.0.1:5173/recargas?scenario=chargePayment:declined&seed=1&profile=typical';
    expect(parseQaCodegenArgs([link])).toEqual({ kind: 'open', link: new URL(link), check: false });
    const fromPath = parseQaCodegenArgs(['/home?session=maria', '--check']);
    expect(fromPath).toMatchObject({ kind: 'open', check: true });
    expect(fromPath.kind === 'open' && fromPath.link.pathname + fromPath.link.search).toBe('/home?session=maria');
  });

  it.each([
    [[], 'Falta el enlace que reproduce el estado.', 'The reproduce link is missing.'],
    [['recargas?scenario=x'], '«recargas?scenario=x» no es un enlace', '"recargas?scenario=x" is not a link'],
    [['ftp://127.0.0.1/recargas'], 'no es una dirección http(s) del sitio', 'is not an http(s) address of the site'],
    [['/a', '/b'], 'Se esperaba un enlace y llegaron 2.', 'Expected one link, got 2.'],
    [['/a', '--headed'], 'Opción desconocida: --headed.', 'Unknown option: --headed.'],
  ])('refuses %j in Spanish and English, with the usage', (args, spanish, english) => {
    const request = parseQaCodegenArgs(args);
    expect(request.kind).toBe('error');
    const message = request.kind === 'error' ? request.message : '';
    expect(message).toContain(spanish);
    expect(message).toContain(english);
    expect(message).toContain('npm run qa:codegen -- <enlace que reproduce>');
  });

  it('answers --help with the usage', () => {
    expect(parseQaCodegenArgs(['--help'])).toEqual({ kind: 'help' });
  });
});
