import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import { z } from 'zod/mini';
import { pluginTexts } from '../texts';
import type { LegalFlags, LegalText, PaymentChannel, PluginConfiguration, PluginStyle, ProviderType } from '../types';

/**
 * The one mapper of the plugin answer: the decrypted fields of `informacion` (contract names:
 * cliente, proveedor, form, direcciones, config.info, config.data) to the app's PluginConfiguration.
 * Each field is checked as the contract's contentSchema says; a field that does not fit is a
 * client-data error like any other.
 */
export const decryptedInformationSchema = z.object({
  cliente: z.object({ canal: z.string(), tienda: z.string() }),
  proveedor: z.object({
    tipo: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    api: z.string(),
    env: z.string(),
    publico: z.string(),
  }),
  form: z.object({ origen: z.string() }),
  direcciones: z.object({ servicio: z.string(), cliente: z.string(), secreto: z.string() }),
  info: z.array(z.object({ tipo: z.union([z.literal(1), z.literal(2)]), texto: z.string() })),
  /** Assumed (x-assumed in the contract): config.legales, the presence flags of the legal texts; a backend without it leaves it out. */
  legales: z.optional(z.object({ recurrente: z.boolean(), aviso: z.boolean(), terminos: z.boolean() })),
  data: z.object({
    loader: z.optional(z.string()),
    fonts: z.optional(z.array(z.string())),
    button: z.optional(
      z.object({
        text: z.optional(z.string()),
        background: z.optional(z.string()),
        color: z.optional(z.string()),
        font: z.optional(z.string()),
        radius: z.optional(z.string()),
      }),
    ),
    background: z.optional(z.string()),
  }),
});
export type DecryptedInformation = z.infer<typeof decryptedInformationSchema>;

// Colour names (red, navy…) and the WCAG contrast ratio, for the button's background (decision 272).
extend([namesPlugin, a11yPlugin]);

/** Spec payments 9: button colour #1471CE and radius 0px by default; the colour is the text's (spec payments 3). */
export const STYLE_DEFAULTS = {
  buttonColor: '#1471CE',
  buttonRadius: '0px',
  background: 'transparent',
} as const;

/** The backgrounds a button without one may get: white first, then the site's ink (decision 272). */
const BUTTON_BACKGROUND_CHOICES = ['#FFFFFF', '#1A1A1A'] as const;
/** WCAG 2.x AA for the button's text (normal size). */
export const AA_CONTRAST = 4.5;

// Server values become CSS: only plain colours, lengths and font names pass, never url() or ';'.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const LENGTH = /^\d{1,3}(\.\d{1,2})?(px|rem|em|%)$/;
const FONT = /^[\w\s"',-]{1,100}$/;

function safe(value: string | undefined, pattern: RegExp, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : fallback;
}

/** A colour the server sent, when it is plain CSS and a colour the browser reads. */
function safeColour(value: string | undefined): string | undefined {
  const colour = safe(value, COLOUR, '');
  return colour && colord(colour).isValid() ? colour : undefined;
}

/** The first of the candidates that keeps AA contrast with the colour, or the one closest to it. */
function contrasting(colour: string, candidates: readonly string[]): string {
  const base = colord(colour);
  const chosen = candidates.find((candidate) => base.contrast(candidate) >= AA_CONTRAST);
  return chosen ?? [...candidates].sort((a, b) => base.contrast(b) - base.contrast(a))[0] ?? colour;
}

/**
 * The button's colours (spec payments 3: "button (text, background, colour…)"; 9: "colour
 * #1471CE"): the colour is the text's. Without a background, the first of white and the site's ink
 * that keeps WCAG AA contrast with the text, outlined in the text colour so that it still reads as
 * a button on a white form. With a background and no colour, #1471CE when it keeps AA on it,
 * otherwise white or the ink (decision 272).
 */
function buttonColours(button: {
  background?: string | undefined;
  color?: string | undefined;
}): Pick<PluginStyle['button'], 'background' | 'color' | 'outlined'> {
  const sentColour = safeColour(button.color);
  const background = safeColour(button.background);
  if (background) {
    const color = sentColour ?? contrasting(background, [STYLE_DEFAULTS.buttonColor, ...BUTTON_BACKGROUND_CHOICES]);
    return { background, color, outlined: false };
  }
  const color = sentColour ?? STYLE_DEFAULTS.buttonColor;
  return { background: contrasting(color, BUTTON_BACKGROUND_CHOICES), color, outlined: true };
}

/** The server's button text, unless it is missing or the generic 'Pagar': the modal reads 'Pagar ahora'. */
function buttonText(text: string | undefined): string {
  const trimmed = text?.trim();
  return trimmed && trimmed !== pluginTexts.genericPayButton ? trimmed : pluginTexts.payButton;
}

function toStyle(data: DecryptedInformation['data']): PluginStyle {
  const fonts = (data.fonts ?? []).filter((font) => FONT.test(font));
  return {
    loaderText: data.loader?.trim() || pluginTexts.charging,
    fonts,
    button: {
      text: buttonText(data.button?.text),
      ...buttonColours(data.button ?? {}),
      font: safe(data.button?.font, FONT, fonts[0] ?? ''),
      radius: safe(data.button?.radius, LENGTH, STYLE_DEFAULTS.buttonRadius),
    },
    background: safeColour(data.background) ?? STYLE_DEFAULTS.background,
  };
}

/** A top-up can recur; a one-off purchase (a SIM or an eSIM, channels captacion and esim) cannot. */
const RECURRING_CHANNELS: readonly PaymentChannel[] = ['pagos', 'asociados'];

/**
 * The answer's flags when it sends them (decision 270). Without them: the notice and the terms
 * when their text came, and the recurring top-up only where a top-up is paid, never for a SIM or
 * an eSIM.
 */
function toLegalFlags(decrypted: DecryptedInformation, channel: PaymentChannel): LegalFlags {
  if (decrypted.legales) {
    return { recurring: decrypted.legales.recurrente, notice: decrypted.legales.aviso, terms: decrypted.legales.terminos };
  }
  return {
    recurring: RECURRING_CHANNELS.includes(channel),
    notice: decrypted.info.some((text) => text.tipo === 1),
    terms: decrypted.info.some((text) => text.tipo === 2),
  };
}

export function toPluginConfiguration(decrypted: DecryptedInformation, channel: PaymentChannel): PluginConfiguration {
  return {
    client: { channel: decrypted.cliente.canal, store: decrypted.cliente.tienda },
    provider: {
      type: decrypted.proveedor.tipo satisfies ProviderType,
      api: decrypted.proveedor.api,
      env: decrypted.proveedor.env,
      publicKey: decrypted.proveedor.publico,
    },
    formOrigin: decrypted.form.origen,
    addressCredentials: {
      service: decrypted.direcciones.servicio,
      client: decrypted.direcciones.cliente,
      secret: decrypted.direcciones.secreto,
    },
    legalTexts: decrypted.info.map((text): LegalText => ({ type: text.tipo, html: text.texto })),
    legal: toLegalFlags(decrypted, channel),
    style: toStyle(decrypted.data),
  };
}
