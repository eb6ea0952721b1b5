import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Layering: shared code never imports a feature; features never reach into each other.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**'],
              message: 'Import features only from src/app route modules.',
            },
            {
              group: ['@wayfarer/contract/personal-data-forms'],
              message:
                'The personal-data rules (libphonenumber-js) load with the screens that need them: import them only from src/features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/app/**/*.{ts,tsx}',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/features/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures declare their dependencies by destructuring, even when there are none.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
