/**
 * npm run stats:code: decision and spec references in the code, the comment share of production
 * lines and hand-written lines per top folder, for the before/after figures of a clean-up.
 * `-- --json` prints the same figures as JSON. Counts the files git knows (tracked and new).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decisionReferences, isGenerated, isHandWrittenText, isProductionCode, isTestFile, lineCounts, specReferences, topFolderOf } from './lib/code-stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|js|css)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '')
  .sort();
const textOf = (file: string) => {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return ''; // deleted in the work tree but still in the index
  }
};

type References = { decision: number; spec: number };
const references = (selected: string[]): References =>
  selected.reduce(
    (sum, file) => {
      const text = textOf(file);
      return { decision: sum.decision + decisionReferences(text), spec: sum.spec + specReferences(text) };
    },
    { decision: 0, spec: 0 },
  );

const code = files.filter((file) => CODE.test(file) && !isGenerated(file));
const appCode = code.filter((file) => /^(src|mocks)\//.test(file));
const appProduction = appCode.filter((file) => !isTestFile(file));
const appTests = appCode.filter(isTestFile);
const toolingCode = code.filter((file) => /^(scripts|e2e|tests)\//.test(file));

const production = files.filter(isProductionCode).reduce(
  (sum, file) => {
    const counts = lineCounts(textOf(file));
    return { nonBlank: sum.nonBlank + counts.nonBlank, comment: sum.comment + counts.comment };
  },
  { nonBlank: 0, comment: 0 },
);

const linesPerFolder = new Map<string, number>();
for (const file of files.filter(isHandWrittenText)) {
  const folder = topFolderOf(file);
  linesPerFolder.set(folder, (linesPerFolder.get(folder) ?? 0) + lineCounts(textOf(file)).nonBlank);
}

const stats = {
  references: {
    'src+mocks': references(appCode),
    'src+mocks production': references(appProduction),
    'src+mocks tests': references(appTests),
    'scripts+e2e+tests': references(toolingCode),
  },
  productionLines: { ...production, commentShare: production.nonBlank === 0 ? 0 : production.comment / production.nonBlank },
  handWrittenLines: Object.fromEntries([...linesPerFolder].sort(([a], [b]) => a.localeCompare(b))),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(stats, null, 2));
} else {
  console.log('references             decision NNN   spec N');
  for (const [scope, counts] of Object.entries(stats.references)) {
    console.log(`  ${scope.padEnd(22)} ${String(counts.decision).padStart(10)} ${String(counts.spec).padStart(8)}`);
  }
  const share = (stats.productionLines.commentShare * 100).toFixed(1);
  console.log(`production lines (src/ + mocks/, no tests, no generated): ${production.nonBlank} non-blank, ${production.comment} comment (${share}%)`);
  console.log('hand-written non-blank lines per top folder (generated files and the lock file apart)');
  for (const [folder, lines] of Object.entries(stats.handWrittenLines)) console.log(`  ${folder.padEnd(10)} ${String(lines).padStart(7)}`);
}
