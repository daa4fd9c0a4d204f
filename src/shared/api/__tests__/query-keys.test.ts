import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { apiQueryKey, urlQueryKey } from '../query-keys';

const root = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('apiQueryKey (decision 212)', () => {
  it("is the client's name, the contract's path and, when the answer depends on them, the params", () => {
    expect(apiQueryKey('mainApi', '/api/core/bait/servicio/perfil/basico/{dn}', { dn: '5512345678' })).toEqual([
      'mainApi',
      '/api/core/bait/servicio/perfil/basico/{dn}',
      { dn: '5512345678' },
    ]);
    expect(apiQueryKey('paymentsApi', '/servicio/{uuid}/recurrencia/activas', { uuid: 'u' })).toEqual([
      'paymentsApi',
      '/servicio/{uuid}/recurrencia/activas',
      { uuid: 'u' },
    ]);
    expect(apiQueryKey('mainApi', '/conn/page/api/cdn/widget')).toEqual(['mainApi', '/conn/page/api/cdn/widget']);
    expect(urlQueryKey('https://example.test/a.pdf')).toEqual(['url', 'https://example.test/a.pdf']);
  });

  it('refuses a path the contract of that client does not have, in the typecheck', () => {
    // @ts-expect-error: a typo in the path
    apiQueryKey('mainApi', '/api/core/bait/servicio/perfil/basic/{dn}');
    // @ts-expect-error: a path of another client's contract
    apiQueryKey('mainApi', '/servicio/{uuid}/recurrencia/activas');
    expect(true).toBe(true);
  });

  it('builds every query key of src: no key written by hand', () => {
    const handWritten = sourceFiles(path.join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/queryKey:\s*([^;]{0,160})/g)]
        .map((match) => (match[1] ?? '').replace(/\s+/g, ' '))
        .filter((value) => !/^(?:[^?]*\?\s*)?(?:apiQueryKey|urlQueryKey)\(|^\w+QueryOptions\(.*\)\.queryKey\b/.test(value))
        .map((value) => `${path.relative(root, file)}: queryKey: ${value}`),
    );
    expect(handWritten).toEqual([]);
  });
});

describe('the lint rules of decision 212', () => {
  // The samples exist only in memory, where the type program cannot see them; the rules under
  // test read no types, so the rules that do are off here.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off', '@typescript-eslint/await-thenable': 'off' },
    },
  });
  const messagesOf = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]?.messages.map((message) => message.message) ?? [];

  it('refuse a query key written as an array', async () => {
    const code = "export const options = { queryKey: ['balance', 'sso'] as const, queryFn: () => 1 };\n";
    expect((await messagesOf(code, 'src/features/balance/example.ts')).some((message) => message.includes('apiQueryKey'))).toBe(true);
  }, 30_000);

  it('refuse a hook in an api/ file', async () => {
    const code = "import { useQuery } from '@tanstack/react-query';\nexport function useThing() {\n  return useQuery({ queryKey: [], queryFn: () => 1 });\n}\n";
    const messages = await messagesOf(code, 'src/features/balance/api/example.ts');
    expect(messages.filter((message) => message.includes('decision 212'))).toHaveLength(3);
  }, 30_000);
});
