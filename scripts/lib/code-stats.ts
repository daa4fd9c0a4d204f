/**
 * The figures of `npm run stats:code`: how much the code leans on the decision log, how much of it
 * is comment, and how many lines people wrote, per top folder. Pure functions over file texts, so
 * the counting rules are tested apart from the repository they count.
 */

/** "decision 128", "decisions 062, 124", "decisions 031 and 032": one reference per record number. */
const DECISION_CITATION = /\bdecisions?\s+(\d{3}(?:\s*(?:,|and|\/)[\s*/]*\d{3})*)/gi;
/** "spec 5", "spec 2.11", "spec payments 3", "spec account 7.2": a pointer at a requirement. */
const SPEC_CITATION = /\bspec\s+(?:(?:payments|account|acquisition)\s+)?\d+(?:\.\d+)*/gi;

export function decisionReferences(text: string): number {
  let count = 0;
  for (const match of text.matchAll(DECISION_CITATION)) count += (match[1] ?? '').match(/\d{3}/g)?.length ?? 0;
  return count;
}

export function specReferences(text: string): number {
  return text.match(SPEC_CITATION)?.length ?? 0;
}

export type LineCounts = { nonBlank: number; comment: number };

/**
 * Non-blank lines and, of them, the lines that hold only comment (line comments, block and JSDoc
 * comments, JSX `{/* … *\/}`). A line of code with a trailing comment counts as code.
 */
export function lineCounts(text: string): LineCounts {
  let nonBlank = 0;
  let comment = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    nonBlank += 1;
    if (inBlock) {
      comment += 1;
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line.startsWith('//')) {
      comment += 1;
      continue;
    }
    const opening = line.startsWith('/*') ? 2 : line.startsWith('{/*') ? 3 : -1;
    if (opening < 0) continue;
    const closing = line.indexOf('*/', opening);
    if (closing < 0) inBlock = true;
    else if (
      line
        .slice(closing + 2)
        .replace(/^}/, '')
        .trim() !== ''
    )
      continue; // code after the comment
    comment += 1;
  }
  return { nonBlank, comment };
}

/** Files `npm run generate` writes (scripts/generate.ts), and the lock file: nobody writes them by hand. */
export function isGenerated(file: string): boolean {
  return (
    file.startsWith('src/api/generated/') ||
    file.startsWith('mocks/generated/') ||
    file === 'docs/scenarios.md' ||
    file === 'docs/contract/assumptions.md' ||
    file === 'package-lock.json'
  );
}

/** Text a person writes and reads: code, styles, docs, contract and configuration. */
export function isHandWrittenText(file: string): boolean {
  return /\.(ts|tsx|js|mjs|cjs|css|md|ya?ml|json|html)$/.test(file) && !isGenerated(file);
}

export function isTestFile(file: string): boolean {
  return /\.(test|spec)\.tsx?$/.test(file) || file.includes('/__tests__/');
}

/** Production code: what src/ and mocks/ run, without their tests and generated files. */
export function isProductionCode(file: string): boolean {
  return /^(src|mocks)\//.test(file) && /\.(ts|tsx|css)$/.test(file) && !isTestFile(file) && !isGenerated(file);
}

/** The top folder of a path, or "(root)" for a file at the top. */
export function topFolderOf(file: string): string {
  return file.includes('/') ? (file.split('/')[0] ?? '') : '(root)';
}
