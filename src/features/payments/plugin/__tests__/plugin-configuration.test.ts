import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, decryptedInformationSchema, STYLE_DEFAULTS, toPluginConfiguration, type DecryptedInformation } from '../api/plugin-configuration';
import { shownLegalTexts } from '../legal-texts';
import { pluginTexts } from '../texts';

extend([a11yPlugin]);

const decrypted: DecryptedInformation = {
  cliente: { canal: 'web', tienda: 'bait-recargas' },
  proveedor: { tipo: 1, api: 'mxk3p9v2q7w1z8c4', env: 'sandbox', publico: 'pk_test_9a8b' },
  form: { origen: 'recargas' },
  direcciones: { servicio: 'srv-01', cliente: 'bait-web', secreto: 's3cr3t' },
  info: [
    { tipo: 1, texto: 'He leído el <a href="/aviso">Aviso</a>.' },
    { tipo: 2, texto: 'Acepto los términos.' },
  ],
  data: {
    loader: 'Cobrando recarga a tu línea',
    fonts: ['Montserrat'],
    button: { text: 'Pagar', background: '#1471CE', color: '#FFFFFF', font: 'Montserrat', radius: '0px' },
    background: '#FFFFFF',
  },
};

describe('toPluginConfiguration', () => {
  it('maps every decrypted field to the app names', () => {
    expect(toPluginConfiguration(decrypted, 'pagos')).toEqual({
      client: { channel: 'web', store: 'bait-recargas' },
      provider: { type: 1, api: 'mxk3p9v2q7w1z8c4', env: 'sandbox', publicKey: 'pk_test_9a8b' },
      formOrigin: 'recargas',
      addressCredentials: { service: 'srv-01', client: 'bait-web', secret: 's3cr3t' },
      legalTexts: [
        { type: 1, html: 'He leído el <a href="/aviso">Aviso</a>.' },
        { type: 2, html: 'Acepto los términos.' },
      ],
      legal: { recurring: true, notice: true, terms: true },
      style: {
        loaderText: 'Cobrando recarga a tu línea',
        fonts: ['Montserrat'],
        // The generic 'Pagar' reads 'Pagar ahora' in the modal (spec payments 9).
        button: { text: pluginTexts.payButton, background: '#1471CE', color: '#FFFFFF', outlined: false, font: 'Montserrat', radius: '0px' },
        background: '#FFFFFF',
      },
    });
  });

  it('keeps a custom style, fills the defaults, and refuses values that are not plain CSS', () => {
    const custom = toPluginConfiguration(
      { ...decrypted, data: { loader: 'Procesando', button: { text: 'Pagar mi recarga', background: 'rgb(0, 40, 85)', radius: '24px' } } },
      'pagos',
    );
    expect(custom.style).toEqual({
      loaderText: 'Procesando',
      fonts: [],
      // A background without a colour: the text is white, since #1471CE on navy falls short of AA.
      button: { text: 'Pagar mi recarga', background: 'rgb(0, 40, 85)', color: '#FFFFFF', outlined: false, font: '', radius: '24px' },
      background: STYLE_DEFAULTS.background,
    });
    const empty = toPluginConfiguration({ ...decrypted, data: {} }, 'pagos').style;
    expect(empty.loaderText).toBe('Cobrando recarga a tu línea');
    expect(empty.button).toMatchObject({ text: 'Pagar ahora', color: '#1471CE', background: '#FFFFFF', outlined: true, radius: '0px' });
    const hostile = toPluginConfiguration(
      {
        ...decrypted,
        data: {
          fonts: ['Arial; background:url(x)'],
          button: { background: 'url(https://evil.example/x.png)', color: 'red;position:fixed', radius: 'calc(1px)' },
          background: 'expression(alert(1))',
        },
      },
      'pagos',
    ).style;
    expect(hostile).toEqual({ ...empty, fonts: [] });
  });

  describe('the button colours (spec payments 3 and 9: the colour is the text, #1471CE by default)', () => {
    const buttonOf = (button: { background?: string; color?: string }) => toPluginConfiguration({ ...decrypted, data: { button } }, 'pagos').style.button;

    it.each([
      ['no colours at all', {}],
      ['only the default colour', { color: '#1471CE' }],
      ['a light text colour', { color: '#FFD200' }],
      ['a named text colour', { color: 'navy' }],
      ['a background without a colour', { background: '#E4007C' }],
      ['a light background without a colour', { background: '#FFF3B0' }],
    ])('keeps WCAG AA contrast with %s', (_case, button) => {
      const { background, color } = buttonOf(button);
      expect(colord(color).contrast(background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    });

    it('reads the colour as the text and outlines a background the site chose', () => {
      expect(buttonOf({ color: '#1471CE' })).toMatchObject({ color: '#1471CE', background: '#FFFFFF', outlined: true });
      expect(buttonOf({ color: '#FFD200' })).toMatchObject({ color: '#FFD200', background: '#1A1A1A', outlined: true });
      // Sent colours are kept as they are, even when they fall short: the server chose them.
      expect(buttonOf({ background: '#1471CE', color: '#FFFFFF' })).toMatchObject({ color: '#FFFFFF', background: '#1471CE', outlined: false });
      expect(buttonOf({ background: '#FFFFFF' })).toMatchObject({ color: '#1471CE', background: '#FFFFFF', outlined: false });
      expect(buttonOf({ background: '#FFF3B0' })).toMatchObject({ color: '#1A1A1A', background: '#FFF3B0', outlined: false });
      expect(buttonOf({ color: 'nocolour' })).toMatchObject({ color: '#1471CE' });
    });
  });

  describe('the legal flags (spec payments 3, the Payment)', () => {
    const both = decrypted.info;

    it("follows the answer's flags when it sends them, on any channel", () => {
      const oneOff = toPluginConfiguration({ ...decrypted, legales: { recurrente: true, aviso: true, terminos: false } }, 'esim');
      expect(oneOff.legal).toEqual({ recurring: true, notice: true, terms: false });
      expect(shownLegalTexts(oneOff).map((text) => text.type)).toEqual([1]);
      const none = toPluginConfiguration({ ...decrypted, legales: { recurrente: false, aviso: false, terminos: false } }, 'pagos');
      expect(shownLegalTexts(none)).toEqual([]);
    });

    it('without flags: the texts that came, and a recurring top-up only where a top-up is paid', () => {
      expect(toPluginConfiguration(decrypted, 'pagos').legal).toEqual({ recurring: true, notice: true, terms: true });
      expect(toPluginConfiguration(decrypted, 'asociados').legal.recurring).toBe(true);
      expect(toPluginConfiguration(decrypted, 'captacion').legal.recurring).toBe(false);
      expect(toPluginConfiguration(decrypted, 'esim').legal.recurring).toBe(false);
      const noticeOnly = toPluginConfiguration({ ...decrypted, info: both.filter((text) => text.tipo === 1) }, 'pagos');
      expect(noticeOnly.legal).toEqual({ recurring: true, notice: true, terms: false });
    });

    it('refuses flags that are not booleans', () => {
      expect(decryptedInformationSchema.safeParse({ ...decrypted, legales: { recurrente: 'si', aviso: true, terminos: true } }).success).toBe(false);
    });
  });

  it('refuses decrypted information that does not fit the contract', () => {
    expect(decryptedInformationSchema.safeParse(decrypted).success).toBe(true);
    expect(decryptedInformationSchema.safeParse({ ...decrypted, proveedor: { ...decrypted.proveedor, tipo: 4 } }).success).toBe(false);
    expect(decryptedInformationSchema.safeParse({ ...decrypted, cliente: 'web' }).success).toBe(false);
    expect(decryptedInformationSchema.safeParse({ ...decrypted, info: [{ tipo: 3, texto: 'x' }] }).success).toBe(false);
  });
});
