import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** src/shared's generic modules: every folder but the operator's domain (src/shared/domain) and the test helpers. */
const genericSharedModules = readdirSync(path.join(import.meta.dirname, 'src/shared'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['domain', 'testing'].includes(entry.name))
  .map((entry) => `./src/shared/${entry.name}`);

const features = readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow api -> shared -> features -> app; inside shared, domain -> generic; a feature never
 * reaches into another one.
 */
const boundaries = [
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'shared code cannot depend on features or the app' },
  {
    target: genericSharedModules,
    from: './src/shared/domain',
    message: 'generic shared code (ui, forms, format, config, api...) knows nothing of the operator: move this into src/shared/domain, or pass the value in',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/shared'],
    message: 'the API layer depends on the contract only; the app wires it (src/app/wire-clients.ts)',
  },
  { target: './src/features', from: './src/app', message: 'features cannot depend on the app' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'move what two features share to src/shared',
  })),
  { target: './mocks', from: ['./src/features', './src/app', './src/shared'], message: 'mocks depend on the contract only' },
];

/** App code reaches the mock layer only through src/app/enable-mocking.ts; tests use src/shared/testing. */
const mockLayerBoundary = {
  target: ['./src/shared', './src/api', './src/features'],
  from: './mocks',
  message: 'only src/app/enable-mocking.ts loads the mock layer, dynamically; tests use src/shared/testing',
};
const testFiles = ['src/shared/testing/**', 'src/**/__tests__/**'];

/** Files linted with type information: the app, its mocks and the scripts (see the rules below). */
const TYPED_FILES = ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.ts'];

/** The request methods of an openapi-fetch client, as an esquery pattern. */
const CLIENT_METHODS = '/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/';

/** Syntax refused everywhere; the api/ files add their own rules to it (see below). */
const restrictedSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'render server HTML with <ServerHtml> (src/shared/ui/server-html), the only user of the sanitizer (decision 118)',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'render server HTML with <ServerHtml> (src/shared/ui/server-html), the only user of the sanitizer (decision 118)',
  },
  {
    selector: "TSPropertySignature[key.name='ok'] > TSTypeAnnotation > TSLiteralType",
    message: "outcomes are unions discriminated by `kind`, e.g. { kind: 'saved' } | { kind: 'failed'; message } (decision 165)",
  },
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    message: "build query keys with apiQueryKey (src/shared/api/query-keys.ts); an invalidation reads the key from the query's options (decision 212)",
  },
];
/**
 * The app reads an answer one way, settle (src/shared/api/settle.ts): never the client's raw
 * data/error/response, never a catch of its own. Tests of the client itself may.
 */
const answerReadingSyntax = [
  {
    selector: `VariableDeclarator[id.type='ObjectPattern']:has(> ObjectPattern > Property[key.name=/^(data|error|response)$/]) CallExpression[callee.property.name=${CLIENT_METHODS}]`,
    message: 'read an answer with settle (src/shared/api/settle.ts): it gives status, headers, body and okBody, and never throws',
  },
  {
    selector: `AwaitExpression > CallExpression[callee.property.name=${CLIENT_METHODS}]`,
    message: 'pass the call to settle (src/shared/api/settle.ts), e.g. await settle(() => mainApi.GET(path)), rather than awaiting its raw result',
  },
  {
    selector: `CallExpression[callee.property.name=/^(catch|then)$/][callee.object.callee.property.name=${CLIENT_METHODS}]`,
    message: 'settle (src/shared/api/settle.ts) already turns a call without an answer into status undefined: no catch of its own',
  },
];
/**
 * Where an answer becomes an outcome (issue 49): each feature's api/ mapper judges success once,
 * and the screens switch on the outcome's `kind`. Outside api/ nothing compares a status with
 * 200, checks a 2xx range by hand or reads okBody.
 */
const answerJudgingSyntax = [
  {
    selector: 'BinaryExpression[operator=/^[!=]==?$/][right.value=200], BinaryExpression[operator=/^[!=]==?$/][left.value=200]',
    message: "judge an answer in the feature's api/ mapper, which returns the outcome the screen switches on (issue 49)",
  },
  {
    selector: "BinaryExpression[operator='>='][right.value=200], BinaryExpression[operator='<'][right.value=300]",
    message: "settle's ok and okBody say whether an answer is 2xx: judge it in the feature's api/ mapper (issue 49)",
  },
  {
    selector: "MemberExpression[property.name='okBody'], Property[key.name='okBody']",
    message: "read okBody in the feature's api/ mapper, which returns the outcome the screen switches on (issue 49)",
  },
];
/**
 * The same for a contract answer's `success` flag: typed, so that it finds the flag of the
 * generated types only (not zod's safeParse result, not a stored session's flag).
 */
const answerSuccessRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { outsideApi: "judge the answer's success in the feature's api/ mapper, which returns the outcome the screen switches on (issue 49)" },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const fromContract = (declaration) => /[\\/]src[\\/]api[\\/]generated[\\/]/.test(declaration.getSourceFile().fileName);
    return {
      "MemberExpression[property.name='success']"(node) {
        const type = services.getTypeAtLocation(node.object);
        const parts = type.isUnion() ? type.types : [type];
        if (parts.some((part) => part.getSymbol()?.declarations?.some(fromContract))) context.report({ node, messageId: 'outsideApi' });
      },
    };
  },
};
const restrictedImports = [{ name: 'dompurify', message: 'only src/shared/ui/server-html sanitizes HTML (decision 118)' }];
/** Tests choose scenarios with chooseScenarios, which checks the keys, not by writing the store. */
const uncheckedScenarios = {
  name: '@mocks/scenarios',
  importNames: ['storeScenarios'],
  message: 'choose scenarios with chooseScenarios, which checks the keys',
};
/** Tests under src/ reach the mock layer's helpers through one module. */
const mockTestingHelpers = { name: '@mocks/testing', message: 'a test under src/ imports chooseScenarios from @/shared/testing/mock-api' };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-mock-*',
      'node_modules',
      'public/mockServiceWorker.js',
      // The mutants of `npm run test:mutation`, present only while it runs.
      '**/*.mutant.ts',
      'playwright-report',
      'blob-report',
      'test-results',
      'test-results-*',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // The stand-ins of outside parties are plain scripts that the mock build serves to the browser.
    files: ['mocks/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        btoa: 'readonly',
        crypto: 'readonly',
      },
    },
  },
  {
    // Plain Node scripts: the git hook's installer and lint-staged's configuration.
    files: ['scripts/**/*.js', 'lint-staged.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // The TypeScript resolver reads the @/ and @mocks/ aliases of tsconfig.json.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Without it the plugin reads imported files with the JavaScript parser, fails on their
      // types and sees no imports in them: no-cycle then never found a cycle.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...boundaries, mockLayerBoundary] }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Promises a caller forgets, hands to a place that ignores them, or awaits for nothing: bugs
    // that a test only catches when the timing goes wrong. Only these rules read the types, through
    // the TypeScript project service (one program for every file).
    files: TYPED_FILES,
    ignores: ['src/**/generated/**', 'mocks/generated/**', 'src/**/__tests__/**', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // What axe finds in the browser only once a test reaches the state, lint finds in every JSX
    // element; axe stays for what only a rendered page shows (contrast, the final tree).
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A DOM element never takes autoFocus; the code boxes (OtpInput) focus themselves when a code
      // step appears after the visitor asked for the code, which is where the focus belongs.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Server HTML reaches the DOM through one component and one sanitizer (decision 118).
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/shared/ui/server-html/**'],
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax],
      'no-restricted-imports': ['error', { paths: restrictedImports }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['src/shared/api/**', 'src/shared/ui/server-html/**', 'src/**/__tests__/**', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax, ...answerReadingSyntax] },
  },
  {
    // Screens switch on outcomes; the api/ mappers alone judge answers (issue 49).
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/shared/domain/**/*.{ts,tsx}'],
    ignores: ['src/**/api/**', 'src/**/generated/**', 'src/**/__tests__/**', 'src/**/*.test.{ts,tsx}'],
    plugins: { bait: { rules: { 'answer-success-in-api': answerSuccessRule } } },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...answerReadingSyntax, ...answerJudgingSyntax],
      'bait/answer-success-in-api': 'error',
    },
  },
  {
    // An api/ file exports query options, the write functions and their mappers; never a hook: the
    // screen calls useQuery(options) or useMutation({ mutationFn }), and a hook that combines calls
    // lives beside the screens (decision 212).
    files: ['src/**/api/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/shared/api/**', 'src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        ...answerReadingSyntax,
        {
          selector:
            'ExportNamedDeclaration > FunctionDeclaration[id.name=/^use[A-Z]/], ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^use[A-Z]/]',
          message: 'an api/ file exports options and functions, not hooks: call useQuery/useMutation in the screen (decision 212)',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedImports,
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useQueries', 'useSuspenseQuery', 'useSuspenseQueries', 'useInfiniteQuery', 'useMutation', 'useQueryClient'],
              message: 'an api/ file exports options and functions, not hooks (decision 212)',
            },
          ],
        },
      ],
    },
  },
  // Cycles between the site's modules fail the builds instead (vite.config.ts): the bundler knows
  // the graph already, where import/no-cycle rebuilt it and took two fifths of the lint's time.
  {
    files: testFiles,
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // One way to choose scenarios in a test: chooseScenarios, which checks the keys. Writing the
    // store unchecked is for the tests of what an unknown key does, as a URL or the QA panel would.
    files: ['tests/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    ignores: ['tests/mocks/unknown-scenarios.test.ts', 'tests/mocks/handlers.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [...restrictedImports, uncheckedScenarios] }] },
  },
  {
    files: testFiles,
    ignores: ['src/shared/testing/**', 'src/shared/ui/server-html/**', 'src/app/qa-panel/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...restrictedImports, uncheckedScenarios, mockTestingHelpers] }] },
  },
  {
    files: ['src/app/qa-panel/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...restrictedImports, mockTestingHelpers] }] },
  },
  {
    // Unit tests share their workers' module cache (decision 048): a module mock would leak into
    // the next file. Spy on an object the code calls through instead.
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'module mocks leak between test files in a shared worker: spy on an object (decision 048)' },
        { object: 'vi', property: 'doMock', message: 'module mocks leak between test files in a shared worker: spy on an object (decision 048)' },
      ],
    },
  },
  {
    // One import order everywhere, fixed by `eslint --fix`: packages, then the project's aliases
    // (@/, @mocks/), then parent and sibling files, each group alphabetical (decision 202).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '{@/**,@mocks/**}', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Stylesheets are not parsed; the processor lets the file-name rules see them.
    files: ['**/*.css'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // File and folder names in kebab-case (STYLE.md 2), as bulletproof-react checks them; `__tests__`
    // is the test runner's convention (decision 202).
    files: ['**/*.{ts,tsx,js,css}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,css}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,mocks,e2e,scripts,tests}/**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  {
    // Playwright fixtures are functions named after the fixture that take `use` and `{}`: not React hooks.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/generated/**', 'mocks/generated/**'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
