import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/.output/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'deploy/releases/**',
      'deploy/functions/lib/**',
      'deploy/functions/tools/**',
      // Games built outside this repository (docs/games-sdk.md): their own package, their own
      // checks (tsc and their tests), none of this workspace's lint rules.
      'outside-games/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['{host,remote-games,remote-auth,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**/*.ts', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Remotes must not reach into the host's internals (DESIGN.md): only `@onam/shared` connects them.
    files: ['remote-games/**', 'remote-auth/**', 'shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/host/**', '@onam/host*'],
              message: 'Remotes and shared must not import the host.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
