import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { changesOfClass, diffSummary, isBreaking, operationLabel, plural, type Change, type ChangeClass, type ContractDiff } from './types';
import { xmlEscape } from '../conformance/junit-report';
import { markdownCell, markdownCode } from '../conformance/markdown-report';

export const DEFAULT_DIFF_REPORT_DIR = 'reports/contract-diff';

const CLASS_TITLES: Record<ChangeClass, string> = {
  'breaking-server': 'Breaking for servers',
  'breaking-site': 'Breaking for the site',
  compatible: 'Compatible',
};

const CLASS_ORDER: ChangeClass[] = ['breaking-server', 'breaking-site', 'compatible'];

const OPERATION_IDS = new Set(['api-removed', 'api-path-changed', 'site-operation-missing', 'operation-moved']);

/** What the site does with what a change touches, in the words of that part. */
function usedNote(change: Change): string {
  if (OPERATION_IDS.has(change.id)) return 'the site calls it';
  if (change.id.startsWith('new-required-') || change.id === 'request-body-added-required') return 'the site calls this operation and never sends it';
  // The message already lists the statuses the site handles.
  if (change.id === 'response-status-removed') return '';
  return change.id.startsWith('response-') ? 'the site reads it' : 'the site sends it';
}

function siteNote(change: Change): string {
  switch (change.siteUse) {
    case 'used':
      return usedNote(change);
    case 'unused':
      return change.freeToChange ? 'no test used it: free to change' : 'no test used it';
    case 'not-called':
      return 'the site never calls this operation: free to change';
    case 'unknown':
      return 'no usage map: taken as used';
    default:
      return '';
  }
}

/** Whether the diff should fail a build: with --base any breaking change, with --against what breaks the site. */
export function diffFails(diff: ContractDiff): boolean {
  return diff.mode === 'base' ? diff.changes.some(isBreaking) : changesOfClass(diff, 'breaking-site').length > 0;
}

function title(diff: ContractDiff): string {
  return diff.mode === 'base' ? 'Contract diff' : "Their OpenAPI against the site's contract";
}

function sidesLine(diff: ContractDiff): string {
  return diff.mode === 'base' ? `From ${diff.base} to ${diff.head}.` : `Ours: ${diff.base}. Theirs: ${diff.head}. Each line reads from ours to theirs.`;
}

function scopeLine(diff: ContractDiff): string {
  const { matched, onlyBase, onlyHead } = diff.operations;
  const [left, right] = diff.mode === 'base' ? ['removed', 'added'] : ['only in ours', 'only in theirs'];
  const files =
    diff.baseFiles.join() === diff.headFiles.join()
      ? `files ${diff.baseFiles.join(', ')}`
      : `files ${diff.baseFiles.join(', ')} -> ${diff.headFiles.join(', ')}`;
  return (
    `${matched} operations compared, ${onlyBase} ${left}, ${onlyHead} ${right}; ${files}. ` +
    `Usage map: ${diff.usage === 'present' ? 'read' : 'none, so every response field is taken as read by the site'}.`
  );
}

/** Changes grouped by operation, in the order they come. */
function byOperation(changes: Change[]): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = `${change.operation.file}: ${operationLabel(change.operation)}`;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return groups;
}

/** The console's text: per class, per operation, one line per change. */
export function consoleDiffReport(diff: ContractDiff): string {
  const lines = [`${title(diff)}: ${sidesLine(diff)}`, scopeLine(diff), ''];
  for (const changeClass of CLASS_ORDER) {
    const all = changesOfClass(diff, changeClass);
    if (all.length === 0) continue;
    const mark = changeClass === 'compatible' ? '·' : '✗';
    lines.push(`${CLASS_TITLES[changeClass]} (${all.length}):`);
    // Against a team's document for one part of a host, most operations are simply not theirs: one line for those.
    const uncalled = all.filter((change) => change.id === 'site-operation-missing' && change.siteUse === 'not-called');
    const changes = all.filter((change) => !uncalled.includes(change));
    if (uncalled.length > 0) {
      const names = uncalled.map((change) => change.operation.operationId ?? `${change.operation.method.toUpperCase()} ${change.operation.path}`);
      lines.push(`  ${mark} ${plural(uncalled.length, 'operation')} the site never calls, missing from theirs: ${names.join(', ')}`);
    }
    for (const [operation, group] of byOperation(changes)) {
      lines.push(`  ${mark} ${operation}`);
      for (const change of group) {
        const note = siteNote(change);
        lines.push(`      ${change.message}${note ? ` (${note})` : ''} [${change.id}]`);
      }
    }
    lines.push('');
  }
  lines.push(diffSummary(diff));
  return lines.join('\n');
}

function changeTable(changes: Change[], withSite: boolean): string[] {
  const lines = withSite ? ['| operation | change | the site | kind |', '|---|---|---|---|'] : ['| operation | change | kind |', '|---|---|---|'];
  for (const change of changes) {
    const operation = `${markdownCell(change.operation.operationId ?? '')} ${markdownCode(`${change.operation.method.toUpperCase()} ${change.operation.path}`)}`;
    const site = withSite ? ` ${markdownCell(siteNote(change))} |` : '';
    lines.push(`| ${operation} | ${markdownCell(change.message)} |${site} ${markdownCode(change.id)} |`);
  }
  return lines;
}

/** The Markdown report: the sides, the summary, then one table per class. */
export function markdownDiffReport(diff: ContractDiff): string {
  const lines = [
    `# ${title(diff)}`,
    '',
    sidesLine(diff),
    '',
    scopeLine(diff),
    '',
    `**${diffSummary(diff)}.** ${diffFails(diff) ? 'Fails' : 'Passes'} (${diff.mode === 'base' ? 'any breaking change fails' : 'what breaks the site fails'}).`,
    '',
    '- **Breaking for servers**: a server built to the base may no longer conform: a new required request field or parameter, a narrowed type, enum, format, pattern or bound, a removed operation.',
    '- **Breaking for the site**: something the site sends, reads or handles (the usage map, `openapi/site-usage.json`) is no longer offered.',
    '- **Compatible**: neither. "Free to change" marks a field, status or operation no test of the site ever used.',
    '',
  ];
  for (const changeClass of CLASS_ORDER) {
    const changes = changesOfClass(diff, changeClass);
    lines.push(`## ${CLASS_TITLES[changeClass]} (${changes.length})`, '');
    if (changes.length === 0) lines.push('None.', '');
    else lines.push(...changeTable(changes, changeClass !== 'breaking-server'), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function failing(diff: ContractDiff, change: Change): boolean {
  return diff.mode === 'base' ? isBreaking(change) : change.classes.includes('breaking-site');
}

/** JUnit XML: a <testsuite> per contract file, a <testcase> per changed operation that fails when a change in it breaks. */
export function junitDiffReport(diff: ContractDiff): string {
  const suites = new Map<string, Change[]>();
  for (const change of diff.changes) suites.set(change.operation.file, [...(suites.get(change.operation.file) ?? []), change]);
  const name = diff.mode === 'base' ? 'contract:diff' : 'contract:diff --against';
  let tests = 0;
  let failures = 0;
  const xml: string[] = [];
  for (const [file, changes] of suites) {
    const cases: string[] = [];
    let suiteFailures = 0;
    for (const [operation, group] of byOperation(changes)) {
      const broken = group.filter((change) => failing(diff, change));
      const text = (list: Change[]) =>
        list.map((change) => `${change.classes.join(', ')}: ${change.message}${siteNote(change) ? ` (${siteNote(change)})` : ''} [${change.id}]`).join('\n');
      const children: string[] = [];
      if (broken.length > 0) {
        const type = [...new Set(broken.flatMap((change) => change.classes))].join(' ');
        children.push(
          `      <failure type="${xmlEscape(type)}" message="${xmlEscape(plural(broken.length, 'breaking change'))}">${xmlEscape(text(broken))}</failure>`,
        );
        suiteFailures++;
      }
      const rest = group.filter((change) => !broken.includes(change));
      if (rest.length > 0) children.push(`      <system-out>${xmlEscape(text(rest))}</system-out>`);
      cases.push(
        `    <testcase classname="${xmlEscape(file)}" name="${xmlEscape(operation.replace(/^[^:]*: /, ''))}" time="0">\n${children.join('\n')}\n    </testcase>`,
      );
    }
    tests += cases.length;
    failures += suiteFailures;
    xml.push(`  <testsuite name="${xmlEscape(file)}" tests="${cases.length}" failures="${suiteFailures}" errors="0">\n${cases.join('\n')}\n  </testsuite>`);
  }
  if (xml.length === 0) {
    tests = 1;
    xml.push(
      `  <testsuite name="${xmlEscape(name)}" tests="1" failures="0" errors="0">\n` +
        `    <testcase classname="${xmlEscape(name)}" name="${xmlEscape(`${diff.base} -> ${diff.head}: no change to any operation`)}" time="0"/>\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xmlEscape(name)}" tests="${tests}" failures="${failures}" errors="0">\n${xml.join('\n')}\n</testsuites>\n`;
}

/** Writes the Markdown and JUnit reports into `dir` (made if missing); returns their paths. */
export async function writeDiffReports(diff: ContractDiff, dir: string): Promise<{ markdown: string; junit: string }> {
  await mkdir(dir, { recursive: true });
  const stem = diff.mode === 'base' ? 'contract-diff' : 'contract-against';
  const markdown = path.join(dir, `${stem}.md`);
  const junit = path.join(dir, `${stem}.junit.xml`);
  await Promise.all([writeFile(markdown, markdownDiffReport(diff)), writeFile(junit, junitDiffReport(diff))]);
  return { markdown, junit };
}
