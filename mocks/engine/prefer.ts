/** The parts of a `Prefer` request header that Prism reads: code=, example=, dynamic=. */
export type PreferDirectives = {
  code?: number;
  example?: string;
  dynamic?: boolean;
};

export function parsePreferHeader(header: string | null | undefined): PreferDirectives {
  const directives: PreferDirectives = {};
  if (!header) return directives;
  for (const part of header.split(/[,;]/)) {
    const [rawName, ...rest] = part.split('=');
    const name = rawName?.trim().toLowerCase();
    const value = rest.join('=').trim().replace(/^"(.*)"$/, '$1');
    if (!name || !value) continue;
    if (name === 'code' && /^\d{3}$/.test(value)) directives.code = Number(value);
    if (name === 'example') directives.example = value;
    if (name === 'dynamic') directives.dynamic = value === 'true';
  }
  return directives;
}
