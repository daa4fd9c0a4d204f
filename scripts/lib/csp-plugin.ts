import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, inlineScriptsOf, securityHeaders, serializePolicy, type BuildEnvironment } from './content-security-policy.js';
import { headerRules, headerRulesFile, headersForPath, launchHeaders, parseHeaderRules } from './response-headers.js';
import { pageDocuments } from './seo-plugin.js';

const HEADERS_FILE = '_headers';

/**
 * The Content Security Policy of a real-mode build (decision 120): a `<meta http-equiv>` in
 * index.html, the `_headers` file beside it (the header form, the only one that carries
 * frame-ancestors) with the launch headers and caching of decision 141, which `vite preview`
 * sends path by path, and a build that fails on an inline script. The `vite --mode real` dev
 * server sends its development variant with the launch headers. Mock builds and the mock dev
 * server carry none: their stand-ins and MSW worker are for QA, not for visitors.
 */
export function contentSecurityPolicyPlugin(mode: string, environment: BuildEnvironment): Plugin {
  const enabled = mode !== 'mock' && mode !== 'development' && mode !== 'test';
  const policy = contentSecurityPolicy(environment);
  let outDir = 'dist';
  let isBuild = false;
  return {
    name: 'content-security-policy',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isBuild = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!enabled || !isBuild) return html;
        const inline = inlineScriptsOf(html);
        if (inline.length > 0) throw new Error(`index.html has inline scripts the policy would block: ${inline.join(', ')}`);
        // Right after the charset, which must stay within the first 1024 bytes, and before any script or style.
        const meta = `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(policy, 'meta').replaceAll('"', '&quot;')}" />`;
        const withMeta = html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}\n    ${meta}`);
        if (withMeta === html) throw new Error('index.html has no <meta charset> to put the Content Security Policy after');
        return withMeta;
      },
    },
    generateBundle() {
      if (!enabled) return;
      // The policy's headers and the launch headers on every path, caching by path (decision 141).
      const rules = headerRules({ ...securityHeaders(policy), ...launchHeaders(environment) }, pageDocuments());
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headerRulesFile(rules) });
    },
    configureServer(server) {
      if (!enabled) return;
      const headers = { ...securityHeaders(contentSecurityPolicy(environment, { dev: true })), ...launchHeaders(environment) };
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
    configurePreviewServer(server) {
      const file = path.join(outDir, HEADERS_FILE);
      if (!existsSync(file)) return;
      const rules = parseHeaderRules(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of Object.entries(headersForPath(rules, pathname))) response.setHeader(name, value);
        next();
      });
    },
  };
}
