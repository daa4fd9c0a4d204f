/**
 * npm run test:mutation -- <module.ts> <test file>... [--setup] [--limit N] [--only N]
 *
 * --setup runs the unit suite's MSW setup first, for test files that call through the mocks.
 *
 * How many small changes of a module its tests notice. Each mutant changes one spot of the
 * module (an operator, a condition, a string, a regular expression, a number, a method), and the
 * given test files run against it in Vitest; a mutant that no test fails "survived". The score
 * is killed / (killed + survived); mutants that no longer compile count as killed, as they do in
 * StrykerJS, whose mutator names this follows (StrykerJS itself needs Node 22).
 *
 * The module on disk is never touched: each mutant is written beside it as `<name>.mutant.ts`
 * (so its relative imports still resolve) and a Vite plugin of vitest.mutation.config.ts hands it
 * out wherever the module is imported. One Vitest runs every mutant in turn. Not part of
 * `npm test`: a run takes minutes (docs/scripts.md).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { createVitest, type TestRunResult } from 'vitest/node';

export type Mutant = { id: number; mutator: string; start: number; end: number; replacement: string; line: number; original: string };

const BINARY_SWAPS: Partial<Record<ts.SyntaxKind, string[]>> = {
  [ts.SyntaxKind.EqualsEqualsEqualsToken]: ['!=='],
  [ts.SyntaxKind.ExclamationEqualsEqualsToken]: ['==='],
  [ts.SyntaxKind.LessThanToken]: ['<=', '>='],
  [ts.SyntaxKind.LessThanEqualsToken]: ['<', '>'],
  [ts.SyntaxKind.GreaterThanToken]: ['>=', '<='],
  [ts.SyntaxKind.GreaterThanEqualsToken]: ['>', '<'],
  [ts.SyntaxKind.AmpersandAmpersandToken]: ['||'],
  [ts.SyntaxKind.BarBarToken]: ['&&'],
  [ts.SyntaxKind.QuestionQuestionToken]: ['&&'],
  [ts.SyntaxKind.PlusToken]: ['-'],
  [ts.SyntaxKind.MinusToken]: ['+'],
  [ts.SyntaxKind.AsteriskToken]: ['/'],
  [ts.SyntaxKind.SlashToken]: ['*'],
};

const METHOD_SWAPS: Record<string, string> = {
  some: 'every',
  every: 'some',
  startsWith: 'endsWith',
  endsWith: 'startsWith',
  toLowerCase: 'toUpperCase',
  toUpperCase: 'toLowerCase',
  max: 'min',
  min: 'max',
  trim: 'trimEnd',
  slice: 'toString',
  filter: 'map',
};

/** StrykerJS's regular expression mutations, the ones that keep the expression valid. */
function regexMutations(literal: string): string[] {
  const lastSlash = literal.lastIndexOf('/');
  const body = literal.slice(1, lastSlash);
  const flags = literal.slice(lastSlash + 1);
  const variants = new Set<string>();
  const at = (index: number, length: number, text: string) => body.slice(0, index) + text + body.slice(index + length);
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index] ?? '';
    const escaped = index > 0 && body[index - 1] === '\\';
    if (escaped) {
      if ('dDwWsS'.includes(character)) variants.add(at(index, 1, character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase()));
      continue;
    }
    if ((character === '^' && body[index - 1] !== '[') || character === '$') variants.add(at(index, 1, ''));
    if (character === '[' && body[index + 1] !== '^') variants.add(at(index, 1, '[^'));
    if (character === '[' && body[index + 1] === '^') variants.add(at(index + 1, 1, ''));
    if ((character === '+' || character === '*' || character === '?') && body[index - 1] !== '(' && body[index - 1] !== '\\') variants.add(at(index, 1, ''));
    if (character === '{' && /^\{\d+,?\d*\}/.test(body.slice(index))) variants.add(at(index, (/^\{[^}]*\}/.exec(body.slice(index))?.[0] ?? '').length, ''));
  }
  return [...variants].filter((variant) => variant !== body && isValidRegex(variant, flags)).map((variant) => `/${variant}/${flags}`);
}

function isValidRegex(body: string, flags: string): boolean {
  try {
    new RegExp(body, flags);
    return true;
  } catch {
    return false;
  }
}

/** Every mutant of a module's source, in source order. */
export function mutantsOf(source: string, fileName = 'module.ts'): Mutant[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Omit<Mutant, 'id' | 'line' | 'original'>[] = [];
  const add = (mutator: string, node: ts.Node | { getStart(): number; getEnd(): number }, replacement: string) =>
    found.push({ mutator, start: node.getStart(), end: node.getEnd(), replacement });

  function visit(node: ts.Node): void {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isTypeNode(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isInterfaceDeclaration(node)
    ) {
      return;
    }
    if (ts.isBinaryExpression(node)) {
      for (const replacement of BINARY_SWAPS[node.operatorToken.kind] ?? []) add('operator', node.operatorToken, replacement);
    }
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      add('negation removed', node, node.operand.getText());
    }
    if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) {
      const condition = ts.isIfStatement(node) ? node.expression : node.condition;
      add('condition true', condition, 'true');
      add('condition false', condition, 'false');
    }
    if (node.kind === ts.SyntaxKind.TrueKeyword) add('boolean', node, 'false');
    if (node.kind === ts.SyntaxKind.FalseKeyword) add('boolean', node, 'true');
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !ts.isImportDeclaration(node.parent) && !isPropertyName(node)) {
      add('string', node, node.text === '' ? '"mutated"' : '""');
    }
    if (ts.isTemplateExpression(node)) add('string', node, '``');
    if (ts.isRegularExpressionLiteral(node)) for (const variant of regexMutations(node.text)) add('regex', node, variant);
    if (ts.isNumericLiteral(node)) {
      const value = Number(node.text);
      add('number', node, String(value + 1));
      if (value > 0) add('number', node, String(value - 1));
    }
    if (ts.isPropertyAccessExpression(node) && ts.isCallExpression(node.parent) && node.parent.expression === node) {
      const swap = METHOD_SWAPS[node.name.text];
      if (swap) add('method', node.name, swap);
    }
    if (ts.isArrayLiteralExpression(node) && node.elements.length > 0) add('array emptied', node, '[]');
    if (
      ts.isBlock(node) &&
      node.statements.length > 0 &&
      (ts.isFunctionLike(node.parent) || ts.isIfStatement(node.parent) || ts.isIterationStatement(node.parent, false))
    ) {
      add('block emptied', node, '{}');
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return found
    .sort((left, right) => left.start - right.start || left.end - right.end)
    .map((mutant, index) => ({
      ...mutant,
      id: index + 1,
      line: file.getLineAndCharacterOfPosition(mutant.start).line + 1,
      original: source.slice(mutant.start, mutant.end),
    }));
}

function isPropertyName(node: ts.Node): boolean {
  return (ts.isPropertyAssignment(node.parent) || ts.isPropertySignature(node.parent)) && node.parent.name === node;
}

export function applyMutant(source: string, mutant: Pick<Mutant, 'start' | 'end' | 'replacement'>): string {
  return source.slice(0, mutant.start) + mutant.replacement + source.slice(mutant.end);
}

/** Whether every test of the run passed. */
function passedAll(result: TestRunResult): boolean {
  return result.unhandledErrors.length === 0 && result.testModules.length > 0 && result.testModules.every((module) => module.ok());
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { limit: { type: 'string' }, only: { type: 'string' }, setup: { type: 'boolean', default: false } },
  });
  const [moduleArg, ...testFiles] = positionals;
  if (!moduleArg || testFiles.length === 0) {
    console.error('Usage: npm run test:mutation -- <module.ts> <test file>... [--setup] [--limit N] [--only N]');
    process.exit(2);
  }
  const modulePath = path.resolve(moduleArg);
  const source = readFileSync(modulePath, 'utf8');
  let mutants = mutantsOf(source, modulePath);
  if (values.only) mutants = mutants.filter((mutant) => mutant.id === Number(values.only));
  if (values.limit) mutants = mutants.slice(0, Number(values.limit));

  // The mutant sits beside the module, so its relative imports resolve; the config's plugin hands
  // it out wherever the module is imported. It starts as the module itself, for the first run.
  const extension = path.extname(modulePath);
  const mutantPath = `${modulePath.slice(0, -extension.length)}.mutant${extension}`;
  Object.assign(process.env, { MUTATION_MODULE: modulePath, MUTATION_MUTANT: mutantPath, ...(values.setup ? { MUTATION_SETUP: '1' } : {}) });
  writeFileSync(mutantPath, source);
  const cleanUp = () => existsSync(mutantPath) && rmSync(mutantPath);
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });

  // One Vitest for the whole run: each mutant costs a test run, not a start of Vitest and Vite.
  const startVitest = () => createVitest('test', { config: 'vitest.mutation.config.ts', watch: false, reporters: [{}] });
  let vitest = await startVitest();
  const survivors: Mutant[] = [];
  let timeouts = 0;
  const started = Date.now();
  try {
    let specifications = await vitest.globTestSpecifications(testFiles.map((file) => path.resolve(file)));
    const baselineStarted = Date.now();
    if (!passedAll(await vitest.runTestSpecifications(specifications))) {
      console.error('The tests fail on the module as it is: fix them before a mutation run.');
      process.exitCode = 1;
      return;
    }
    // A mutant that loops for ever (i -= 1 in a loop) counts as killed once it takes far longer
    // than the module itself, as StrykerJS counts a timeout; its stuck worker goes with its Vitest.
    const limitMs = Math.max(20_000, 10 * (Date.now() - baselineStarted));
    for (const mutant of mutants) {
      writeFileSync(mutantPath, applyMutant(source, mutant));
      vitest.invalidateFile(mutantPath);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outcome = await Promise.race([
        vitest.runTestSpecifications(specifications).then((result) => (passedAll(result) ? 'survived' : 'killed')),
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limitMs))),
      ]);
      clearTimeout(timer);
      if (outcome === 'survived') survivors.push(mutant);
      if (outcome === 'timeout') {
        timeouts += 1;
        await Promise.race([vitest.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
        vitest = await startVitest();
        specifications = await vitest.globTestSpecifications(testFiles.map((file) => path.resolve(file)));
      }
      process.stdout.write(outcome === 'survived' ? 'S' : outcome === 'timeout' ? 'T' : '.');
    }
  } finally {
    cleanUp();
    await Promise.race([vitest.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  const killed = mutants.length - survivors.length;
  console.log(
    `\n${path.relative(process.cwd(), modulePath)}: ${killed} of ${mutants.length} mutants killed (${timeouts} by a timeout), ${survivors.length} survived`,
  );
  console.log(`score ${((100 * killed) / Math.max(1, mutants.length)).toFixed(1)}% in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const mutant of survivors) {
    console.log(`  #${mutant.id} line ${mutant.line} ${mutant.mutator}: ${mutant.original.slice(0, 60)} -> ${mutant.replacement.slice(0, 60)}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
  // A worker stuck in a mutant's endless loop must not keep the command from ending.
  process.exit(process.exitCode ?? 0);
}
