import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import i18next from 'eslint-plugin-i18next';
import { readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

// The import direction of docs/architecture.md ("Rules that keep it so"), as lint rules: each
// folder of src/ names the folders it may import; any other is an error. Imports flow one way,
// boot -> shell, prerender -> pages -> sections -> features -> offline, content -> the base
// (hydration, ui, art, i18n, config, styles), which imports none of the others; and a feature
// never imports another feature (they meet in sections/, pages/ or shell/).
const BASE = ['hydration', 'ui', 'art', 'i18n', 'config', 'styles'];
const MAY_IMPORT = {
  // boot, the top, may import any folder.
  boot: ['shell', 'prerender', 'pages', 'sections', 'features', 'offline', 'content', ...BASE],
  shell: ['pages', 'sections', 'features', 'offline', 'content', ...BASE],
  prerender: ['pages', 'sections', 'features', 'offline', 'content', ...BASE],
  pages: ['sections', 'features', 'offline', 'content', ...BASE],
  sections: ['features', 'offline', 'content', ...BASE],
  features: ['offline', 'content', ...BASE],
  offline: ['content', ...BASE],
  content: [...BASE],
  ...Object.fromEntries(BASE.map((folder) => [folder, []])),
};
const FOLDERS = Object.keys(MAY_IMPORT);
const FEATURES = readdirSync(new URL('src/features', import.meta.url));
const restrict = (/** @type {string[]} */ group, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});
const importDirection = [
  ...FOLDERS.filter((folder) => folder !== 'features' && folder !== 'boot').map((folder) => ({
    files: [`src/${folder}/**/*.{ts,tsx}`],
    rules: restrict(
      FOLDERS.filter((other) => other !== folder && !MAY_IMPORT[folder].includes(other)).map(
        (other) => `**/${other}/*`,
      ),
      `src/${folder}/ may import only ${MAY_IMPORT[folder].join(', ') || 'its own files'} (docs/architecture.md)`,
    ),
  })),
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      [
        ...FOLDERS.filter(
          (other) => !MAY_IMPORT.features.includes(other) && other !== 'features',
        ).map((other) => `**/${other}/*`),
        ...FEATURES.filter((other) => other !== feature).flatMap((other) => [
          `../${other}/*`,
          `**/features/${other}/*`,
        ]),
      ],
      'a feature imports no other feature, nor sections/, pages/ or shell/: they compose features (docs/architecture.md)',
    ),
  })),
];

// The same direction for `import()`, which no-restricted-imports does not see: the site loads
// most of its later code that way (pages, islands, the tour).
const SRC = resolve(import.meta.dirname, 'src');
const dynamicImportDirection = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = relative(SRC, context.filename).split('/');
    if (from[0] === '..' || from.length < 2) return {};
    return {
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? node.source.value : null;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = relative(SRC, resolve(dirname(context.filename), source)).split('/');
        if (to[0] === '..' || to[0] === from[0] || !(to[0] in MAY_IMPORT)) {
          const otherFeature = from[0] === 'features' && to[0] === 'features' && to[1] !== from[1];
          if (otherFeature) {
            context.report({
              node,
              message: `import() of another feature (features/${to[1]}): features meet in sections/, pages/ or shell/ (docs/architecture.md)`,
            });
          }
          return;
        }
        if (from[0] !== 'boot' && !MAY_IMPORT[from[0]].includes(to[0])) {
          context.report({
            node,
            message: `src/${from[0]}/ may import only ${MAY_IMPORT[from[0]].join(', ') || 'its own files'}, not src/${to[0]}/, even by import() (docs/architecture.md)`,
          });
        }
      },
    };
  },
};

// scripts/ by role: each command is a file of build/, check/, test/, serve/ or bench/, and
// shares code only through scripts/lib/ (a command is never imported as a library). The
// benchmark lab's own modules (scripts/bench/) are shared within the lab.
const SCRIPT_ROLES = ['build', 'check', 'test', 'serve', 'bench'];
const scriptRoles = SCRIPT_ROLES.map((role) => ({
  files: [`scripts/${role}/*.mjs`],
  rules: restrict(
    [
      ...(role === 'bench' ? [] : ['./*']),
      ...SCRIPT_ROLES.filter((other) => other !== role).map((other) => `../${other}/*`),
    ],
    'a command imports only scripts/lib/ (shared code lives there, commands are not libraries)',
  ),
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-bench',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    extends: [jsxA11y.flatConfigs.strict],
    rules: {
      // Every word a visitor reads comes from locales/: no literal text in JSX.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      'i18next/no-literal-string': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...importDirection,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { architecture: { rules: { 'dynamic-import-direction': dynamicImportDirection } } },
    rules: { 'architecture/dynamic-import-direction': 'error' },
  },
  ...scriptRoles,
);
