/**
 * Draws the brand's artwork for the mock site's assets host (issue 35): offer card images,
 * banner slides (desktop and mobile) and the single sign-on intro images, as SVG rasterised to
 * small WebP files by Debian's Chromium, under mocks/public/. Never served by a real build
 * (vite.config.ts copies mocks/public/ into the mock build only). Run it again after adding an
 * offer price or a banner: `npx tsx scripts/mock-artwork.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';

const ROOT = join(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'mocks', 'public');

const NAVY = '#1d1d5b';
const NAVY_STRONG = '#121240';
const YELLOW = '#ffcc00';
const YELLOW_SOFT = '#fff6cc';
const WHITE = '#ffffff';
const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';

type IconName = 'phone' | 'home' | 'mifi' | 'handshake' | 'globe' | 'bundle' | 'sim' | 'briefcase' | 'bag' | 'app' | 'swap' | 'receipt';

/** Line icons on a 100 × 100 grid, drawn in `colour`. */
function icon(name: IconName, colour: string): string {
  const stroke = `fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
  switch (name) {
    case 'phone':
      return `<rect x="30" y="8" width="40" height="84" rx="8" ${stroke}/><path d="M44 80h12" ${stroke}/><path d="M53 28 42 50h10l-4 18 13-24H51z" fill="${colour}"/>`;
    case 'home':
      return `<path d="M14 50 50 18l36 32M24 42v44h52V42" ${stroke}/><path d="M36 66a20 20 0 0 1 28 0M42 74a10 10 0 0 1 16 0" ${stroke}/>`;
    case 'mifi':
      return `<rect x="16" y="40" width="68" height="44" rx="10" ${stroke}/><circle cx="50" cy="62" r="5" fill="${colour}"/><path d="M30 28a28 28 0 0 1 40 0M38 34a16 16 0 0 1 24 0" ${stroke}/>`;
    case 'handshake':
      return `<path d="M8 46l18-14 16 6 12-6 18 4 20 12M26 32l-6 30 22 18 10-6 8 6 18-18" ${stroke}/><path d="M42 58l10 8M50 52l10 8" ${stroke}/>`;
    case 'globe':
      return `<circle cx="50" cy="50" r="38" ${stroke}/><path d="M12 50h76M50 12c-16 20-16 56 0 76M50 12c16 20 16 56 0 76" ${stroke}/>`;
    case 'bundle':
      return `<path d="M14 34 50 18l36 16v36L50 86 14 70z" ${stroke}/><path d="M14 34l36 16 36-16M50 50v36" ${stroke}/>`;
    case 'sim':
      return `<path d="M26 10h34l16 16v64H26z" ${stroke}/><rect x="38" y="44" width="26" height="30" rx="4" ${stroke}/><path d="M38 59h26M51 44v30" ${stroke}/>`;
    case 'briefcase':
      return `<rect x="12" y="32" width="76" height="52" rx="8" ${stroke}/><path d="M36 32V22h28v10M12 54h76" ${stroke}/>`;
    case 'bag':
      return `<path d="M18 34h64l-6 54H24z" ${stroke}/><path d="M36 40V28a14 14 0 0 1 28 0v12" ${stroke}/>`;
    case 'app':
      return `<rect x="28" y="6" width="44" height="88" rx="9" ${stroke}/><rect x="38" y="22" width="10" height="10" rx="2" fill="${colour}"/><rect x="52" y="22" width="10" height="10" rx="2" fill="${colour}"/><rect x="38" y="38" width="10" height="10" rx="2" fill="${colour}"/><rect x="52" y="38" width="10" height="10" rx="2" fill="${colour}"/><path d="M44 82h12" ${stroke}/>`;
    case 'swap':
      return `<path d="M16 36h60l-14-14M84 64H24l14 14" ${stroke}/>`;
    case 'receipt':
      return `<path d="M24 8h52v84l-9-7-9 7-8-7-8 7-9-7-9 7z" ${stroke}/><path d="M36 30h28M36 46h28M36 62h16" ${stroke}/>`;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brand's backdrop: navy, a yellow sun on the right, a soft arc. */
function backdrop(width: number, height: number): string {
  const r = height * 0.95;
  return [
    `<rect width="${width}" height="${height}" fill="${NAVY}"/>`,
    `<circle cx="${width - height * 0.35}" cy="${height * 0.45}" r="${r}" fill="${NAVY_STRONG}"/>`,
    `<circle cx="${width - height * 0.42}" cy="${height * 0.5}" r="${height * 0.36}" fill="${YELLOW}"/>`,
    `<path d="M0 ${height * 0.86} Q ${width * 0.35} ${height * 0.7} ${width * 0.62} ${height}" fill="none" stroke="${YELLOW}" stroke-opacity="0.35" stroke-width="${height * 0.04}"/>`,
  ].join('');
}

interface OfferArt {
  file: string;
  label: string;
  title: string;
  price: string;
  icon: IconName;
}

function offerSvg(art: OfferArt, width: number, height: number): string {
  const iconSize = height * 0.5;
  const iconX = width - height * 0.42 - iconSize / 2;
  const iconY = height * 0.5 - iconSize / 2;
  const pad = width * 0.07;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
${backdrop(width, height)}
<g transform="translate(${iconX} ${iconY}) scale(${iconSize / 100})">${icon(art.icon, NAVY)}</g>
<text x="${pad}" y="${height * 0.26}" fill="${YELLOW_SOFT}" font-size="${height * 0.085}" font-weight="700" letter-spacing="1">${escapeXml(art.label.toUpperCase())}</text>
<text x="${pad}" y="${height * 0.5}" fill="${WHITE}" font-size="${height * 0.16}" font-weight="700">${escapeXml(art.title)}</text>
<rect x="${pad}" y="${height * 0.62}" width="${height * 0.1 * art.price.length + height * 0.14}" height="${height * 0.2}" rx="${height * 0.1}" fill="${YELLOW}"/>
<text x="${pad + height * 0.07}" y="${height * 0.765}" fill="${NAVY}" font-size="${height * 0.13}" font-weight="700">${escapeXml(art.price)}</text>
</svg>`;
}

interface BannerArt {
  file: string;
  headline: string;
  line: string;
  action: string;
  icon: IconName;
}

function bannerSvg(art: BannerArt, width: number, height: number, mobile: boolean): string {
  // A phone's slide is narrower: the icon goes to the top right, the text below it on the left.
  const iconSize = mobile ? height * 0.28 : height * 0.5;
  const iconX = mobile ? width - iconSize - width * 0.08 : width - height * 0.42 - iconSize / 2;
  const iconY = mobile ? height * 0.16 : height * 0.5 - iconSize / 2;
  const sun = mobile ? `<circle cx="${iconX + iconSize / 2}" cy="${iconY + iconSize / 2}" r="${iconSize * 0.75}" fill="${YELLOW}"/>` : '';
  const pad = width * 0.06;
  const headlineSize = mobile ? height * 0.1 : height * 0.14;
  const lines = mobile ? wrap(art.headline, 16) : [art.headline];
  const top = mobile ? height * 0.52 : height * 0.36;
  const headline = lines
    .map(
      (text, index) =>
        `<text x="${pad}" y="${top + index * headlineSize * 1.15}" fill="${WHITE}" font-size="${headlineSize}" font-weight="700">${escapeXml(text)}</text>`,
    )
    .join('');
  const below = top + (lines.length - 1) * headlineSize * 1.15;
  const lineSize = mobile ? headlineSize * 0.55 : headlineSize * 0.5;
  const buttonY = below + lineSize * 2.2;
  const buttonHeight = lineSize * 2.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">
${mobile ? `<rect width="${width}" height="${height}" fill="${NAVY}"/><path d="M0 ${height * 0.9} Q ${width * 0.4} ${height * 0.78} ${width * 0.7} ${height}" fill="none" stroke="${YELLOW}" stroke-opacity="0.35" stroke-width="${height * 0.03}"/>${sun}` : backdrop(width, height)}
<g transform="translate(${iconX} ${iconY}) scale(${iconSize / 100})">${icon(art.icon, NAVY)}</g>
${headline}
<text x="${pad}" y="${below + lineSize * 1.5}" fill="${YELLOW_SOFT}" font-size="${lineSize}">${escapeXml(art.line)}</text>
<rect x="${pad}" y="${buttonY}" width="${lineSize * 0.62 * art.action.length + lineSize * 2}" height="${buttonHeight}" rx="${buttonHeight / 2}" fill="${YELLOW}"/>
<text x="${pad + lineSize}" y="${buttonY + buttonHeight * 0.68}" fill="${NAVY}" font-size="${lineSize}" font-weight="700">${escapeXml(art.action)}</text>
</svg>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The intro of the single sign-on: a square card with one message each. */
function introSvg(title: string, line: string, iconName: IconName): string {
  const size = 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="${FONT}">
<rect width="${size}" height="${size}" rx="24" fill="${NAVY}"/>
<circle cx="${size / 2}" cy="138" r="86" fill="${YELLOW}"/>
<g transform="translate(${size / 2 - 50} 88)">${icon(iconName, NAVY)}</g>
<text x="${size / 2}" y="270" text-anchor="middle" fill="${WHITE}" font-size="26" font-weight="700">${escapeXml(title)}</text>
<text x="${size / 2}" y="304" text-anchor="middle" fill="${YELLOW_SOFT}" font-size="17">${escapeXml(line)}</text>
</svg>`;
}

const TYPES: Record<string, { label: string; title: (key: string) => string; icon: IconName; prices: string[] }> = {
  bait: { label: 'Recarga', title: (price) => `Bait ${price}`, icon: 'phone', prices: ['30', '50', '80', '100', '150', '200', '300', '500'] },
  paquete: { label: 'Paquete', title: (price) => `Paquete ${price}`, icon: 'bundle', prices: ['20', '30', '50', '100', '150'] },
  'internet-en-casa': { label: 'Internet en casa', title: (price) => `Casa ${price}`, icon: 'home', prices: ['349', '399', '499'] },
  'internet-portatil': { label: 'Internet portátil', title: (price) => `MiFi ${price}`, icon: 'mifi', prices: ['100', '200', '300'] },
  asociados: { label: 'Asociados', title: (price) => `Socio ${price}`, icon: 'handshake', prices: ['100', '150', '200'] },
  sim: { label: 'SIM', title: (price) => `SIM ${price}`, icon: 'sim', prices: ['100', '150', '200'] },
  empresarial: { label: 'Empresas', title: (price) => `Negocio ${price}`, icon: 'briefcase', prices: ['250'] },
  'mifi-empresarial': { label: 'Empresas', title: (price) => `MiFi ${price}`, icon: 'briefcase', prices: ['400'] },
  tienda: { label: 'Tienda', title: (price) => `Tienda ${price}`, icon: 'bag', prices: ['100'] },
  internacional: { label: 'Internacional', title: () => 'Mundo', icon: 'globe', prices: ['1500501003', '1500501004'] },
};

const OFFERS: OfferArt[] = Object.entries(TYPES).flatMap(([type, { label, title, icon: iconName, prices }]) =>
  prices.map((key) => ({ file: `${type}-${key}.webp`, label, title: title(key), price: type === 'internacional' ? 'EUA' : `$${key}`, icon: iconName })),
);

const BANNERS: BannerArt[] = [
  { file: 'home/recarga-200', headline: 'Recarga 200 pesos', line: 'Navega 30 días', action: 'Recarga ya', icon: 'phone' },
  { file: 'home/portabilidad', headline: 'Cámbiate a Bait', line: 'Conserva tu número', action: 'Haz tu portabilidad', icon: 'swap' },
  { file: 'home/tienda', headline: 'Tienda en línea', line: 'Equipos y SIM', action: 'Ver tienda', icon: 'bag' },
  { file: 'home/app', headline: 'App Mi Bait', line: 'Recarga desde tu celular', action: 'Descárgala', icon: 'app' },
  { file: 'home/devolucion-esim', headline: 'Devolución de eSIM', line: 'Conoce la política', action: 'Consúltala', icon: 'receipt' },
  { file: 'paquetes/paquete-50', headline: 'Paquete 50', line: 'Redes sociales ilimitadas', action: 'Lo quiero', icon: 'bundle' },
];

/** The SSO intro images are served as the contract's base64 answer; these are their sources. */
export const INTRO_IMAGES = [
  { file: 'intro-1.svg', svg: introSvg('Una cuenta Bait', 'Entra a todos los servicios Bait', 'phone') },
  { file: 'intro-2.svg', svg: introSvg('Tu línea segura', 'Verifica tu número con un código', 'sim') },
];

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  /** The SVG drawn on a canvas and saved as WebP (quality 0.7): a few KB each. */
  async function writeWebp(path: string, svg: string, width: number, height: number) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height }) => {
        const image = new Image(width, height);
        image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.7);
      },
      { svg, width, height },
    );
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64'));
  }

  for (const art of OFFERS) {
    await writeWebp(join(PUBLIC, 'assets', 'ofertas', 'escritorio', art.file), offerSvg(art, 400, 225), 400, 225);
    await writeWebp(join(PUBLIC, 'assets', 'ofertas', 'movil', art.file), offerSvg(art, 320, 180), 320, 180);
  }
  for (const art of BANNERS) {
    await writeWebp(join(PUBLIC, 'assets', 'images', 'banners', `${art.file}-desktop.webp`), bannerSvg(art, 1200, 360, false), 1200, 360);
    await writeWebp(join(PUBLIC, 'assets', 'images', 'banners', `${art.file}-mobile.webp`), bannerSvg(art, 640, 400, true), 640, 400);
  }
  for (const { file, svg } of INTRO_IMAGES) {
    const path = join(PUBLIC, 'assets', 'sso', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, svg);
  }
  await browser.close();
  console.log(`${OFFERS.length * 2} offer images, ${BANNERS.length * 2} banner images, ${INTRO_IMAGES.length} intro images`);
}

await main();
