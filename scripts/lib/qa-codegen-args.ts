/** What `npm run qa:codegen -- <reproduce link>` was asked (issue 47): the address, and whether only to check it opens. */
export type QaCodegenRequest = { kind: 'open'; link: URL; check: boolean } | { kind: 'help' } | { kind: 'error'; message: string };

export const QA_CODEGEN_USAGE = [
  'Uso / usage: npm run qa:codegen -- <enlace que reproduce> [--check]',
  '  <enlace>  el enlace de «Copiar enlace» del panel de QA, o su ruta: /recargas?scenario=chargePayment:declined&seed=1',
  "            the QA panel's reproduce link, or its path",
  '  --check   abre el enlace sin ventana y termina / opens the link headless and exits (a smoke test)',
].join('\n');

function refuse(spanish: string, english: string): QaCodegenRequest {
  return { kind: 'error', message: `${spanish}\n${english}\n\n${QA_CODEGEN_USAGE}` };
}

/**
 * Reads the command line: one reproduce link (absolute http(s) or a path from the site's root)
 * and optionally --check. Anything else is refused with a message in Spanish and English.
 */
export function parseQaCodegenArgs(args: readonly string[]): QaCodegenRequest {
  if (args.includes('--help') || args.includes('-h')) return { kind: 'help' };
  const check = args.includes('--check');
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--check');
  if (unknown.length > 0) return refuse(`Opción desconocida: ${unknown.join(' ')}.`, `Unknown option: ${unknown.join(' ')}.`);
  const links = args.filter((arg) => !arg.startsWith('-'));
  if (links.length === 0) return refuse('Falta el enlace que reproduce el estado.', 'The reproduce link is missing.');
  if (links.length > 1) return refuse(`Se esperaba un enlace y llegaron ${links.length}.`, `Expected one link, got ${links.length}.`);
  const [text = ''] = links;
  let link: URL;
  try {
    link = new URL(text, text.startsWith('/') ? 'http://127.0.0.1' : undefined);
  } catch {
    return refuse(`«${text}» no es un enlace: copia el de «Copiar enlace» del panel de QA.`, `"${text}" is not a link: copy the QA panel's "Copiar enlace".`);
  }
  if (link.protocol !== 'http:' && link.protocol !== 'https:') {
    return refuse(`«${text}» no es una dirección http(s) del sitio.`, `"${text}" is not an http(s) address of the site.`);
  }
  return { kind: 'open', link, check };
}
