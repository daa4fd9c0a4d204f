import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Imports flow shared -> features -> app; a feature never reaches into another one. */
const boundaries = [
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'shared code cannot depend on features or the app' },
  { target: './src/api', from: ['./src/features', './src/app'], message: 'the API layer cannot depend on features or the app' },
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

export default tseslint.config(
  { ignores: ['dist', 'dist-mock', 'node_modules', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, mockLayerBoundary] }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    files: ['src/**/generated/**', 'mocks/generated/**'],
    rules: { '@typescript-eslint/no-empty-object-type': 'off' },
  },
);
