// Lint without type information: fast on a 2-core machine; `tsc` covers type errors.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Forbids imports that reach into the given top-level folders from the given files. */
function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbidden.flatMap((folder) => [`**/${folder}/**`, `${folder}/**`]), message }] }],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'release/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Import boundaries (docs/architecture.md, "Folders and import boundaries"): each process imports only
  // shared/, and shared/ imports nothing outside itself. testkit/ holds what tests and scripts (benchmarks,
  // the printer emulator) both use; scripts/ and testkit/ never import tests/ (scripts/static-checks.ts
  // checks it over the import graph too, dynamic imports included).
  boundary(['renderer/**/*.{ts,tsx}', 'preload/**/*.ts'], ['server', 'main', 'tests', 'testkit'], 'El panel habla con el servidor por HTTP y con el escritorio por el puente; importa solo shared/.'),
  boundary(['server/**/*.ts'], ['renderer', 'main', 'preload', 'tests', 'testkit'], 'El servidor importa solo shared/.'),
  boundary(['main/**/*.ts'], ['renderer', 'server', 'tests', 'testkit'], 'El proceso de escritorio importa solo shared/.'),
  boundary(['shared/**/*.ts'], ['renderer', 'server', 'main', 'preload', 'scripts', 'tests', 'testkit'], 'shared/ no importa nada fuera de shared/.'),
  boundary(['scripts/**/*.ts', 'testkit/**/*.ts'], ['tests'], 'Lo que comparten pruebas y scripts va en testkit/; scripts/ y testkit/ no importan tests/.'),
  // The panel names no Node global. Its type check has no Node types of its own (tsconfig.renderer.json), but a
  // dependency's types (@types/qrcode) bring them in, so the lint is what refuses a `process` there.
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...['process', 'Buffer', 'global', 'require', '__dirname', '__filename'].map((name) => ({ name, message: 'El panel corre en el navegador: sin globales de Node.' }))],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
