import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
/** A screen and a mapper of one feature: the samples are linted as if they were these files. */
const SCREEN = 'src/features/nir-change/nir-change-page.tsx';
const MAPPER = 'src/features/nir-change/api/outcomes.ts';
/** A shared domain module outside api/: judged like a screen. */
const DOMAIN_MODULE = 'src/shared/domain/line-check/use-line-number-check.ts';

describe('the lint rules that keep judging an answer in the api/ mappers (issue 49)', () => {
  // Typed, as in `npm run lint`: the project service reads each sample as the file it is linted as.
  const eslint = new ESLint({ cwd: root });
  const judgingMessagesOf = async (code: string, filePath: string) =>
    ((await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]?.messages ?? [])
      .filter((message) => message.message.includes('issue 49'))
      .map((message) => message.ruleId);

  const header =
    "import { z } from 'zod/mini';\nimport type { components } from '@/api/generated/main-api';\nimport type { Settled } from '@/shared/api/settle';\n\n" +
    "type OtpResult = components['schemas']['OtpResult'];\n\n";
  const sample = (condition: string) =>
    `${header}export function judged(answer: Settled<OtpResult>, raw: unknown) {\n  const parsed = z.object({ a: z.string() }).safeParse(raw);\n  return ${condition};\n}\n`;
  const judgements = {
    statusIs200: sample('answer.status === 200'),
    handRolled2xx: sample('answer.status !== undefined && answer.status >= 200 && answer.status < 300'),
    okBody: sample('answer.okBody'),
    successFlag: sample('answer.body?.success === true'),
  };

  it('refuse each way of judging an answer in a screen', async () => {
    for (const [name, code] of Object.entries(judgements)) expect(await judgingMessagesOf(code, SCREEN), name).not.toEqual([]);
    expect(await judgingMessagesOf(judgements.successFlag, SCREEN)).toEqual(['bait/answer-success-in-api']);
  }, 120_000);

  it('refuse them in a shared domain module outside api/ too', async () => {
    expect(await judgingMessagesOf(judgements.okBody, DOMAIN_MODULE)).not.toEqual([]);
    expect(await judgingMessagesOf(judgements.successFlag, DOMAIN_MODULE)).toEqual(['bait/answer-success-in-api']);
  }, 120_000);

  it("accept them in the feature's api/ mapper, and zod's success anywhere", async () => {
    for (const [name, code] of Object.entries(judgements)) expect(await judgingMessagesOf(code, MAPPER), name).toEqual([]);
    expect(await judgingMessagesOf(sample('parsed.success'), SCREEN)).toEqual([]);
  }, 120_000);
});
