// ESLint (flat config): typescript-eslint with type information, and the import rules of the code's rooms (src/engine/README.md).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { higherRoomsRegex, ROOM_LEVELS } from './scripts/rooms.mjs';

/** Outside src/engine, the engine is imported only through its entry points (rules, solvers, computer players). */
const DEEP_ENGINE_IMPORT = {
  regex: '(^|/)(?<!examples/)engine/(?!(solver/|ai/)?index(\\.ts)?$)',
  message: 'Import the engine through src/engine/index.ts, src/engine/solver/index.ts or src/engine/ai/index.ts.',
};
/** A relative import names its file with the file's extension, as Node's type stripping needs (scripts import src). */
const EXTENSIONLESS =
  ':matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/^[.]/]:not([source.value=/[.](ts|tsx|mjs|js|json|css|astro|svg)([?][a-z]+)?$/])';
/** The dictionaries are below the components: words never depend on the UI. */
const COMPONENTS_IMPORT = { group: ['**/components/**'], message: 'src/i18n never imports src/components.' };
/** A room of src imports only the rooms below it (scripts/rooms.mjs; tests/unit/rooms.test.ts checks every import). */
const roomRule = (room) => ({
  regex: higherRoomsRegex(room),
  message: `${room} imports only the rooms below it (scripts/rooms.mjs).`,
});
/** The rooms with code of their own between the leaves and the roots, each with its rule (the engine's own: no deep import). */
const ROOMS = ROOM_LEVELS.slice(1, -3).flat();

export default tseslint.config(
  {
    ignores: [
      ...['dist/', 'dist-sub/', 'dist-pseudo/', '.astro/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/'],
      // Written by the pseudo-language build while it runs, and removed after it (src/integrations/pseudo-locale.ts).
      ...['src/content/docs/qps/', 'src/components/islands/*Qps.tsx'],
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Type-aware: promises are awaited or handled, exhaustive switches over the vocabularies, no needless casts.
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Flags step labels the browser tests' game driver sets in each branch for its failure messages.
      'no-useless-assignment': 'off',
      'no-restricted-syntax': ['error', { selector: EXTENSIONLESS, message: 'Name the imported file with its extension (./cards.ts).' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Everything outside the engine but the white-box engine tests and the speed bench (tests/unit/engine-entry-points.test.ts).
    files: ['src/**/*.{ts,tsx,mjs}', 'examples/**/*.ts', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: [
      'src/engine/**',
      'tests/engine/**',
      'tests/support/**',
      'scripts/bench.ts',
      'scripts/kernel-pick.ts',
      'scripts/leaf-positions.ts',
      'scripts/train-leaf-model.ts',
      'tests/unit/play-undo.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_ENGINE_IMPORT] }] },
  },
  ...ROOMS.map((room) => ({
    files: [`src/${room}/**/*.{ts,tsx,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...(room === 'engine' ? [] : [DEEP_ENGINE_IMPORT]), ...(room === 'i18n' ? [COMPONENTS_IMPORT] : []), roomRule(room)] },
      ],
    },
  })),
);
