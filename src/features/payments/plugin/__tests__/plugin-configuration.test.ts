import { describe, expect, it } from 'vitest';
import { decryptedInformationSchema, STYLE_DEFAULTS, toPluginConfiguration, type DecryptedInformation } from '../api/plugin-configuration';
import { pluginTexts } from '../texts';

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
    expect(toPluginConfiguration(decrypted)).toEqual({
      client: { channel: 'web', store: 'bait-recargas' },
      provider: { type: 1, api: 'mxk3p9v2q7w1z8c4', env: 'sandbox', publicKey: 'pk_test_9a8b' },
      formOrigin: 'recargas',
      addressCredentials: { service: 'srv-01', client: 'bait-web', secret: 's3cr3t' },
      legalTexts: [
        { type: 1, html: 'He leído el <a href="/aviso">Aviso</a>.' },
        { type: 2, html: 'Acepto los términos.' },
      ],
      style: {
        loaderText: 'Cobrando recarga a tu línea',
        fonts: ['Montserrat'],
        // The generic 'Pagar' reads 'Pagar ahora' in the modal (spec payments 9).
        button: { text: pluginTexts.payButton, background: '#1471CE', color: '#FFFFFF', font: 'Montserrat', radius: '0px' },
        background: '#FFFFFF',
      },
    });
  });

  it('keeps a custom style, fills the defaults, and refuses values that are not plain CSS', () => {
    const custom = toPluginConfiguration({
      ...decrypted,
      data: { loader: 'Procesando', button: { text: 'Pagar mi recarga', background: 'rgb(228, 0, 124)', radius: '24px' } },
    });
    expect(custom.style).toEqual({
      loaderText: 'Procesando',
      fonts: [],
      button: { text: 'Pagar mi recarga', background: 'rgb(228, 0, 124)', color: STYLE_DEFAULTS.buttonColor, font: '', radius: '24px' },
      background: STYLE_DEFAULTS.background,
    });
    const empty = toPluginConfiguration({ ...decrypted, data: {} }).style;
    expect(empty.loaderText).toBe('Cobrando recarga a tu línea');
    expect(empty.button).toMatchObject({ text: 'Pagar ahora', background: '#1471CE', radius: '0px' });
    const hostile = toPluginConfiguration({
      ...decrypted,
      data: {
        fonts: ['Arial; background:url(x)'],
        button: { background: 'url(https://evil.example/x.png)', color: 'red;position:fixed', radius: 'calc(1px)' },
        background: 'expression(alert(1))',
      },
    }).style;
    expect(hostile).toEqual({ ...empty, fonts: [] });
  });

  it('refuses decrypted information that does not fit the contract', () => {
    expect(decryptedInformationSchema.safeParse(decrypted).success).toBe(true);
    expect(decryptedInformationSchema.safeParse({ ...decrypted, proveedor: { ...decrypted.proveedor, tipo: 4 } }).success).toBe(false);
    expect(decryptedInformationSchema.safeParse({ ...decrypted, cliente: 'web' }).success).toBe(false);
    expect(decryptedInformationSchema.safeParse({ ...decrypted, info: [{ tipo: 3, texto: 'x' }] }).success).toBe(false);
  });
});
