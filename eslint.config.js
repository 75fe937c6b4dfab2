import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'data/', 'coverage/', 'server/db/migrations/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Compiler hints; this project does not use the compiler.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  // Import boundaries (ARCHITECTURE.md): core imports neither side; app never imports server values.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/server/**', '#app/*', '#server/*', 'node:*'],
              message: 'core/ is pure: no app, server or Node imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '#server/*'],
              allowTypeImports: true,
              message: 'app/ reaches the server only through the load context (type imports are fine).',
            },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use app/i18n/use-translation's useTranslation: on the server it is kept per language.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/i18n/use-translation.ts', 'app/i18n/use-translation.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)app/(?!i18n/)|^#app/', message: 'server/ never imports app/ (only its i18n JSON data).' },
          ],
        },
      ],
    },
  },
);
