/**
 * From a reproduced outcome to a bug report and a regression test (issue 47, parts 1 and 2), as a
 * tester at 390 px does it: a declined card payment, then "Copiar informe", which names the
 * declining call and its outcome, and "Copiar prueba", whose spec passes when saved under e2e/.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { defaultCardData, fillCardForm, goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { gotoWithScenarios } from './scenarios';

test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });

const DECLINED = 'Tu banco rechazó el cargo, intenta con otra tarjeta.';
/** What a run of the generated spec may take: Playwright's start, a preview server of the built mock site, one test. */
const GENERATED_RUN_TIMEOUT_MS = scaledTimeout(120_000);
/**
 * The written test replays a whole payment, about twenty steps: on a loaded two-core machine that
 * outlasts the suite's 30 s per test, which is a setting of the run, not of the spec.
 */
const GENERATED_TEST_TIMEOUT_MS = scaledTimeout(90_000);

/** The environment of a Playwright run of its own: its own ports, the mock site this run built, no worker's variables. */
function childEnvironment(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^E2E_.*PORT$/.test(name) && !name.startsWith('TEST_') && !name.startsWith('PW_') && name !== 'PLAYWRIGHT_WORKERS',
  );
  return { ...Object.fromEntries(inherited), BAIT_PREBUILT: '1' };
}

/** Runs one spec file with Playwright in a process of its own; resolves to its exit code and output. */
function runPlaywright(file: string, outputDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join('node_modules', '.bin', 'playwright'),
      // Its own output folder: a run clears its folder, and this one's is the outer run's.
      [
        'test',
        relative(process.cwd(), file),
        '--project=chromium',
        '--workers=1',
        '--reporter=line',
        `--output=${outputDir}`,
        `--timeout=${GENERATED_TEST_TIMEOUT_MS}`,
      ],
      { env: childEnvironment(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      // The whole group: Playwright, its preview server and its browser.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, GENERATED_RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function openQaPanel(page: Page) {
  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de QA' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a declined payment at 390 px: the report names the declining call, and the written spec passes under e2e/', async ({ page }) => {
  test.setTimeout(GENERATED_RUN_TIMEOUT_MS + 30_000);
  await gotoWithScenarios(page, '/recargas', { chargePayment: 'declined' });
  // The tester's steps, cookie notice included: the written spec replays them from a fresh tab.
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  const form = await fillCardForm(modal);
  await form.getByRole('button', { name: 'Siguiente' }).click();
  await modal.getByRole('form', { name: 'Detalle del pago' }).getByRole('button').last().click();
  await expect(modal.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();

  const panel = await openQaPanel(page);
  await panel.getByRole('button', { name: 'Copiar informe' }).click();
  await expect(panel.getByText('Informe copiado al portapapeles, en Markdown.')).toBeVisible();
  const report = await page.evaluate(() => navigator.clipboard.readText());
  // The declining call, its outcome and its time in the table; its answer among the details.
  expect(report).toMatch(/\| \d+ \| chargePayment \| POST \| `\/servicio\/angular\/web\/1\/cobrar` \| 200 \| `scenario:declined` \| \d+ ms \|/);
  expect(report).toMatch(/### \d+\. chargePayment POST \/servicio\/angular\/web\/1\/cobrar → 200 \(scenario:declined\)/);
  expect(report).toContain('- **Enlace que lo reproduce:** ');
  expect(report).toContain('scenario=chargePayment:declined');
  expect(report).toContain('- **Ventana:** 390 × 844 px');
  for (const secret of [defaultCardData.cardNumber, defaultCardData.cvv]) expect(report).not.toContain(secret);

  // The same report as a file, for a browser without a clipboard.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar informe' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^informe-qa-\d{8}-\d{6}\.md$/);
  const downloaded = await readFile((await download.path()) ?? '', 'utf8');
  expect(downloaded).toContain('chargePayment | POST');

  await panel.getByRole('button', { name: 'Copiar prueba' }).click();
  await expect(panel.getByText(/^Prueba de Playwright copiada: \d+ pasos/)).toBeVisible();
  const spec = await page.evaluate(() => navigator.clipboard.readText());
  expect(spec).toContain("await gotoWithScenarios(page, '/recargas', { chargePayment: 'declined' }");
  expect(spec).toContain('.fill(QA_TEST_DATA.cardNumber);');
  expect(spec).toContain(DECLINED);
  for (const secret of [defaultCardData.cardNumber, defaultCardData.cvv]) expect(spec).not.toContain(secret);

  const name = `generated-qa-${randomUUID().slice(0, 8)}`;
  const file = join(test.info().project.testDir, `${name}.spec.ts`);
  const outputDir = `test-results-${name}`;
  await writeFile(file, spec);
  try {
    const run = await runPlaywright(file, outputDir);
    expect(run.code, `the written spec fails:\n${spec}\n${run.output}`).toBe(0);
    expect(run.output).toMatch(/1 passed/);
  } finally {
    await rm(file, { force: true });
    await rm(outputDir, { recursive: true, force: true });
  }
});
