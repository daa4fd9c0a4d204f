import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the lint rules that keep settle the one way to read an answer', () => {
  // The samples exist only in memory, where the type program cannot see them; the rules under
  // test read no types, so the rules that do are off here.
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      // Cycles are followed through files on disk, which these samples are not.
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
        'import/no-cycle': 'off',
      },
    },
  });
  const settleMessagesOf = async (code: string, filePath: string) =>
    ((await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('settle'))
      .map((message) => message.message);

  const header = "import { mainApi } from '@/api/clients';\nimport { settle } from '@/shared/api/settle';\n";
  const samples = {
    destructure: `${header}export async function read() {\n  const { data, error } = await mainApi.GET('/a');\n  return data ?? error;\n}\n`,
    conditional: `${header}export async function read(hbb: boolean) {\n  const { data } = hbb ? await mainApi.POST('/a', {}) : await mainApi.POST('/b', {});\n  return data;\n}\n`,
    heldWhole: `${header}export async function read() {\n  const answer = await mainApi.GET('/a');\n  return answer.response.ok;\n}\n`,
    ownCatch: `${header}export async function read() {\n  return mainApi.GET('/a').catch(() => ({ data: undefined }));\n}\n`,
    settled: `${header}export async function read() {\n  const { status, body, okBody, headers } = await settle(() => mainApi.GET('/a'));\n  return { status, body, okBody, headers };\n}\n`,
  };

  it('refuse reading a client call raw in app code: destructured, held whole, or caught on its own', async () => {
    for (const name of ['destructure', 'conditional', 'heldWhole', 'ownCatch'] as const) {
      expect(await settleMessagesOf(samples[name], 'src/features/balance/api/example.ts'), name).not.toEqual([]);
      expect(await settleMessagesOf(samples[name], 'src/features/balance/components/example.ts'), name).not.toEqual([]);
    }
  }, 60_000);

  it('accept settle, and a raw read inside src/shared/api and in tests of the client itself', async () => {
    expect(await settleMessagesOf(samples.settled, 'src/features/balance/api/example.ts')).toEqual([]);
    expect(await settleMessagesOf(samples.destructure, 'src/shared/api/example.ts')).toEqual([]);
    expect(await settleMessagesOf(samples.destructure, 'src/app/contract-drift/__tests__/example.test.ts')).toEqual([]);
  }, 60_000);
});
