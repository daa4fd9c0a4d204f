/** The parts of a `Prefer` request header that Prism reads: code=, example=, dynamic=. */
export type PreferDirectives = {
  code?: number;
  example?: string;
  dynamic?: boolean;
};

type Directive = keyof PreferDirectives;
const DIRECTIVES: readonly Directive[] = ['code', 'example', 'dynamic'];

/** What is part of a word of a preference name for Prism (lodash's camelCase): ASCII letters and digits, any non-ASCII character. */
function isWordCharacter(char: string): boolean {
  return /[A-Za-z0-9]/.test(char) || char.charCodeAt(0) > 0x7f;
}

function trimSeparators(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && !isWordCharacter(text.charAt(start))) start += 1;
  while (end > start && !isWordCharacter(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/**
 * The directive a preference name stands for, as Prism reads names: lower-cased, apostrophes
 * dropped, separators at either end ignored ("-code", "code_" and "'code'" are code); a name of
 * several words ("x-code", "co de") is none of them.
 */
function directiveOf(name: string): Directive | undefined {
  const word = trimSeparators(name.replace(/['\u2019]/g, ''));
  return DIRECTIVES.find((directive) => directive === word);
}

/**
 * Splits at `separator` outside double quotes, as parse-prefer-header (Prism's parser) does: a
 * last part whose quote is never closed is dropped.
 */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  if (!quoted) parts.push(text.slice(start));
  return parts;
}

/**
 * The raw values Prism's parser finds: preferences split at commas; in each, the first `;` part
 * is the preference and later ones its parameters, named `<preference>-<parameter>` (so
 * `code=404; example=x` has no example); a value is trimmed and loses one pair of surrounding
 * quotes; a name without value, or with an empty one, is `true`; the first occurrence of a
 * name wins.
 */
function rawPreferences(header: string): Map<Directive, string | true> {
  const found = new Map<Directive, string | true>();
  for (const preference of splitOutsideQuotes(header, ',')) {
    let base: string | undefined;
    for (const segment of splitOutsideQuotes(preference, ';')) {
      const separator = segment.indexOf('=');
      const token = (separator < 0 ? segment : segment.slice(0, separator)).trim().toLowerCase();
      let value = separator < 0 ? '' : segment.slice(separator + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      const name = base === undefined ? token : `${base}-${token}`;
      base ??= token;
      const directive = directiveOf(name);
      if (directive && !found.has(directive)) found.set(directive, value.length > 0 ? value : true);
    }
  }
  return found;
}

/**
 * The outcome a `Prefer` header asks for, read as Prism 5 reads it (parse-prefer-header, then
 * its checks: code is three digits, dynamic is true or false, example is a text). Where Prism
 * refuses the whole request with 422 for a malformed directive, the mocks ignore that directive
 * and keep the others.
 */
export function parsePreferHeader(header: string | null | undefined): PreferDirectives {
  const directives: PreferDirectives = {};
  if (!header) return directives;
  const raw = rawPreferences(header);
  const code = raw.get('code');
  if (typeof code === 'string' && /^\d{3}$/.test(code)) directives.code = Number(code);
  const example = raw.get('example');
  if (typeof example === 'string') directives.example = example;
  const dynamic = raw.get('dynamic');
  if (dynamic === 'true' || dynamic === 'false') directives.dynamic = dynamic === 'true';
  return directives;
}
