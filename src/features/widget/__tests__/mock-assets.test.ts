import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getWidgetCatalogue } from '../api/get-widget-catalogue';

const MOCK_PUBLIC_DIR = path.resolve('mocks/public');

function servedFile(url: string): string {
  return path.join(MOCK_PUBLIC_DIR, new URL(url, 'http://localhost').pathname);
}

describe('mock-mode stand-ins of the widget', () => {
  it('the default mock catalogue is the contract example, and every image it names exists locally', async () => {
    const catalogue = await getWidgetCatalogue();
    const items = [...catalogue.services, ...catalogue.stores];
    expect(items.map((item) => item.name)).toEqual(['Envío a domicilio', 'Monedero digital', 'Tiendas de autoservicio']);
    const images = items.flatMap((item) => [item.brandImageUrl, item.thumbnailUrl ?? '']).filter(Boolean);
    for (const image of images) {
      expect(image, 'served from the site host').toMatch(/^\/assets\/widget\//);
      expect(existsSync(servedFile(image)), image).toBe(true);
    }
  });

  it('the video template of .env.mock and .env.development points at a local player', () => {
    for (const file of ['.env.mock', '.env.development']) {
      const template = /^VITE_WIDGET_VIDEO_URL=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim() ?? '';
      expect(template, file).toMatch(/^\/[^/].*\{id\}/);
      expect(existsSync(servedFile(template.replace('{id}', 'x'))), file).toBe(true);
    }
  });
});
