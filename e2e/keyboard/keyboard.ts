/**
 * Keyboard-only journeys (issue 15): the focus moves with Tab / Shift+Tab only, text is typed
 * with `page.keyboard`, and every stop reached is checked to show a focus indicator.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** More stops than any page of the site has before its main content (header, menus, banners). */
const MAX_TAB_STOPS = 80;

/**
 * The focused element draws an outline or a box-shadow (the global `:focus-visible` ring or its own).
 * Focus and style are read together, until they agree: a re-render that moves the focus between a
 * first check and a read of the style must not pass for a missing ring, nor fail as one.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          if (element !== document.activeElement) return 'not focused';
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return outline || style.boxShadow !== 'none' ? 'visible' : 'no indicator';
        }),
      { message: 'a visible focus indicator' },
    )
    .toBe('visible');
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, then checks the focus
 * shows. Fails when the target is never reached: a keyboard user could not get there.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < MAX_TAB_STOPS && !(await isFocused(target)); stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusVisible(target);
}

/** Tabs to a text field and types `text` into it (replacing nothing: the field is expected empty). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The focus is on an element inside `container` (a dialog that just opened). */
export async function expectFocusInside(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element)).toBe(true);
}

/** Moves a focused, closed <select> with ArrowDown until `label` is chosen. */
export async function chooseByArrows(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  const options = await select.locator('option').allTextContents();
  expect(options, 'the option to choose').toContain(label);
  for (let step = 0; step < options.length; step += 1) {
    const chosen = await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
    if (chosen === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown never chose "${label}"`);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tickWithSpace(page: Page, checkbox: Locator): Promise<void> {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs to a button and presses Enter on it. */
export async function pressButton(page: Page, button: Locator, { backwards = false } = {}): Promise<void> {
  await expect(button).toBeEnabled();
  await tabTo(page, button, { backwards });
  await page.keyboard.press('Enter');
}
