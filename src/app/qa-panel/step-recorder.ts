import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import { VALID_OTP_CODE } from '@mocks/behaviors/otp';
import { WRONG_CREDENTIAL } from '@mocks/behaviors/session';
import { SECRET_FIELD_NAMES_BY_KIND } from '@mocks/security/redact-secrets';
import type { QaSecretKind, RecordedStep, ScreenOutcome, StepTarget } from './playwright-spec';

/** Roles a click acts on; a click elsewhere (text, a card's padding) is not a step. */
const CLICKABLE_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'combobox',
  'treeitem',
]);
/** Fields a fill covers: a click that only focuses them is not a step of its own. */
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'spinbutton']);
/** Named containers that tell apart elements of the same role and name, the nearest first. */
const SCOPE_ROLES = new Set(['dialog', 'alertdialog', 'article', 'form', 'region', 'group', 'navigation', 'listitem', 'row']);

/** The QA panel's own host and the refused-key notice: what QA does there is not a step of the site. */
let ignoredRoot: Element | undefined;
let steps: RecordedStep[] = [];
/** Where the steps began: path and query, as the address bar showed it. */
let startAddress = '';
let typedInto: Element | undefined;

function isIgnored(element: Element): boolean {
  return ignoredRoot?.contains(element) ?? false;
}

function nameOf(element: Element): string {
  return computeAccessibleName(element).replace(/\s+/g, ' ').trim();
}

/** Every element of the site, shown to assistive technology, with this role and name (what getByRole finds). */
function matchesOf(role: string, name: string, within: ParentNode = document): Element[] {
  return [...within.querySelectorAll('*')].filter(
    (element) => !isIgnored(element) && getRole(element) === role && nameOf(element) === name && !isInaccessible(element),
  );
}

/** How Playwright finds the element: role and name, in a named container when alone they are not unique. */
function targetOf(element: Element): StepTarget {
  const role = getRole(element);
  const name = nameOf(element);
  if (!name) return { kind: 'unnamed', role, tag: element.localName };
  if (!role) {
    // A password field has no role: its label finds it.
    const same = [...document.querySelectorAll('input, textarea, select')].filter((field) => !isIgnored(field) && !getRole(field) && nameOf(field) === name);
    const index = same.indexOf(element);
    return same.length > 1 && index >= 0 ? { kind: 'label', label: name, nth: index } : { kind: 'label', label: name };
  }
  const matches = matchesOf(role, name);
  if (matches.length <= 1) return { kind: 'role', role, name };
  for (let container = element.parentElement; container; container = container.parentElement) {
    const scopeRole = getRole(container);
    if (!scopeRole || !SCOPE_ROLES.has(scopeRole)) continue;
    const scopeName = nameOf(container);
    if (!scopeName) continue;
    if (matchesOf(role, name, container).length === 1 && matchesOf(scopeRole, scopeName).length === 1) {
      return { kind: 'role', role, name, scope: { role: scopeRole, name: scopeName } };
    }
  }
  return { kind: 'role', role, name, nth: Math.max(0, matches.indexOf(element)) };
}

function autocompleteOf(field: Element): string {
  return (field.getAttribute('autocomplete') ?? '').toLowerCase();
}

/**
 * What kind of secret a field holds, if any: from its autocomplete token, its type and its name,
 * as the mocks' redaction knows them. The typed value decides only between the right and the
 * wrong test value (a wrong code reproduces the wrong-code outcome); it is never kept.
 */
function secretKindOf(field: HTMLInputElement | HTMLTextAreaElement, typed: string): QaSecretKind | undefined {
  const autocomplete = autocompleteOf(field);
  const name = (field.getAttribute('name') ?? '').toLowerCase().split('.').pop() ?? '';
  const isOtp = autocomplete === 'one-time-code' || SECRET_FIELD_NAMES_BY_KIND.oneTimeCode.includes(name);
  if (isOtp) return typed === VALID_OTP_CODE ? 'otpCode' : 'wrongOtpCode';
  if (autocomplete === 'cc-number' || ['cardnumber', 'card_number', 'pan'].includes(name)) return 'cardNumber';
  if (autocomplete === 'cc-exp' || ['expiry', 'expiration', 'expiration_date', 'expiry_date'].includes(name)) return 'cardExpiry';
  if (autocomplete === 'cc-csc' || ['cvv', 'cvv2', 'cvc', 'securitycode', 'security_code'].includes(name)) return 'cardCvv';
  const isPassword =
    autocomplete.endsWith('password') || (field instanceof HTMLInputElement && field.type === 'password') || SECRET_FIELD_NAMES_BY_KIND.password.includes(name);
  if (isPassword) return typed === WRONG_CREDENTIAL ? 'wrongPassword' : 'password';
  return undefined;
}

/** The code boxes of one code (src/shared/ui/otp-input): a fill of the first one spreads over them all. */
function codeFieldOf(field: HTMLInputElement | HTMLTextAreaElement): { field: HTMLInputElement | HTMLTextAreaElement; code: string } {
  const group = field.closest('[role="group"]');
  const first = group?.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]');
  if (!group || !first || first === field) return { field, code: field.value };
  const boxes = [...group.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])')];
  return { field: first, code: boxes.map((box) => box.value).join('') };
}

function sameTarget(left: StepTarget, right: StepTarget): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function onClick(event: MouseEvent): void {
  const origin = event.target instanceof Element ? event.target : undefined;
  if (!origin || isIgnored(origin)) return;
  let element: Element | null = origin;
  while (element && !CLICKABLE_ROLES.has(getRole(element) ?? '') && !TYPING_ROLES.has(getRole(element) ?? '')) element = element.parentElement;
  if (!element) return;
  const role = getRole(element) ?? '';
  if (TYPING_ROLES.has(role)) return;
  if (role === 'combobox' && (element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return;
  const target = targetOf(element);
  if ((role === 'checkbox' || role === 'radio' || role === 'switch') && element instanceof HTMLInputElement) {
    steps.push({ action: element.checked ? 'check' : 'uncheck', target });
    return;
  }
  steps.push({ action: 'click', target });
}

function onInput(event: Event): void {
  const origin = event.target;
  if (!(origin instanceof HTMLInputElement || origin instanceof HTMLTextAreaElement) || isIgnored(origin)) return;
  if (origin instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'range', 'color'].includes(origin.type)) return;
  const { field, code } = codeFieldOf(origin);
  const target = targetOf(field);
  const secret = secretKindOf(field, code);
  const step: RecordedStep = secret ? { action: 'fill', target, secret } : { action: 'fill', target, value: code };
  const last = steps.at(-1);
  // Typing is one fill per field, however many keys it took.
  if (last?.action === 'fill' && typedInto === field && sameTarget(last.target, target)) steps[steps.length - 1] = step;
  else steps.push(step);
  typedInto = field;
}

function onChange(event: Event): void {
  const origin = event.target;
  if (!(origin instanceof HTMLSelectElement) || isIgnored(origin)) return;
  const option = origin.selectedOptions[0];
  if (option) steps.push({ action: 'select', target: targetOf(origin), option: option.label || option.text });
}

function onKeyDown(event: KeyboardEvent): void {
  const origin = event.target;
  if (event.key !== 'Enter' || !(origin instanceof HTMLInputElement) || isIgnored(origin)) return;
  steps.push({ action: 'press', target: targetOf(codeFieldOf(origin).field), key: 'Enter' });
}

function addressNow(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Records the tester's clicks, fills, choices and Enter presses on the site from now on (mock
 * mode only, from the QA panel's start), in the capture phase, before the page reacts.
 */
export function recordSteps(ignored: Element): () => void {
  if (ignoredRoot) return () => undefined;
  ignoredRoot = ignored;
  startAddress = addressNow();
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('keydown', onKeyDown, true);
  // Stops recording: the app records for the page's life; a test stops before the next file's.
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onChange, true);
    document.removeEventListener('keydown', onKeyDown, true);
    ignoredRoot = undefined;
    steps = [];
  };
}

/** "Restablecer": the steps start again from the page now shown. */
export function clearRecordedSteps(): void {
  steps = [];
  typedInto = undefined;
  startAddress = addressNow();
}

export function recordedSteps(): { startAddress: string; steps: readonly RecordedStep[] } {
  return { startAddress, steps };
}

function visible(element: Element): boolean {
  // checkVisibility also drops a closed <details> and content-visibility; jsdom has none of it.
  return !isIgnored(element) && !isInaccessible(element) && (typeof element.checkVisibility !== 'function' || element.checkVisibility());
}

function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The outcome on screen now: the last visible alert, else status, with text; else the page's h1. */
export function screenOutcome(): ScreenOutcome | undefined {
  for (const role of ['alert', 'status'] as const) {
    const shown = [...document.querySelectorAll('*')].filter((element) => getRole(element) === role && visible(element) && textOf(element) !== '');
    const last = shown.at(-1);
    if (last) {
      const text = textOf(last);
      return { role, text, several: shown.filter((element) => textOf(element).includes(text)).length > 1 };
    }
  }
  const heading = [...document.querySelectorAll('h1')].find(visible);
  return heading && nameOf(heading) ? { role: 'heading', text: nameOf(heading), several: false } : undefined;
}
