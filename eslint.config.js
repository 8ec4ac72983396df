import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// Module boundaries (docs/decisions/013-module-boundaries.md, 027-services-as-plugins.md,
// 028-web-layers.md): the apps do not import each other, contracts import no app, and an API
// module uses another module only through that module's `index.ts` (its services through the app:
// `app.seminarService`). In the web app, lib is below components, both below the features, the
// features below the app shell; a feature uses another only where `webFeatureDependencies` allows
// it, and then only through that feature's `index.ts`. No import cycles anywhere.
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn('apps/web/src/features/');
const apiModules = foldersIn('apps/api/src/modules/');

// The features a web feature may use (ADR 028); every other pair is closed. What two features
// share lives with the lower one (the seminar picker with seminars) or in components/ or lib/.
const webFeatureDependencies = {
  leads: ['conversations', 'seminars'], // a lead's thread and the reply box; the seminar picker
  overview: ['seminars'], // the seminars' dates and state badge
  seminars: ['locations', 'recognitions'], // the form's location dialog; its recognition notices
  statistics: ['seminars'], // the seminar filter
};
for (const [feature, uses] of Object.entries(webFeatureDependencies)) {
  const unknown = [feature, ...uses].filter((name) => !webFeatures.includes(name));
  if (unknown.length) throw new Error(`webFeatureDependencies names no feature folder: ${unknown.join(', ')}`);
}
const webFeature = (name) => `apps/web/src/features/${name}`;

// A class name of the UI kit as a whole word of a class list (`field`, `field__label`,
// `badge--info`, `tabs__tab--` before a template's placeholder), for the rule that keeps them in
// components/ui; esquery reads it as a regular expression.
const kitClassName = String.raw`/(^|\s)(field|radio-group|data-table|tabs|badge|count-badge|page-header)(__[\w-]*|--[\w-]*)?(\s|$)/`;

const webFeatureZones = webFeatures.flatMap((feature) => {
  const allowed = webFeatureDependencies[feature] ?? [];
  const closed = webFeatures.filter((other) => other !== feature && !allowed.includes(other));
  return [
    {
      target: webFeature(feature),
      from: closed.map(webFeature),
      message: `The ${feature} feature uses ${allowed.join(' and ') || 'no other feature'} (ADR 028); a piece two features share lives with the lower one or in components/ or lib/.`,
    },
    ...(allowed.length
      ? [
          {
            target: webFeature(feature),
            from: allowed.map(webFeature),
            except: ['./index.ts'],
            message: "Use the other feature's public entry (its index.ts), not its internals.",
          },
        ]
      : []),
  ];
});

const boundaries = [
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'The web app talks to the API over HTTP; shared code lives in packages/contracts.',
  },
  {
    target: 'apps/api',
    from: 'apps/web',
    message: 'The API does not import the web app; shared code lives in packages/contracts.',
  },
  { target: 'packages', from: 'apps', message: 'Packages are shared by the apps and import none of them.' },
  {
    target: 'apps/api/src/**/!(*.test).ts',
    from: 'apps/api/test',
    message: 'App code does not import test code; shared factories live in apps/api/src/demo/factories.ts.',
  },
  ...apiModules.map((module) => ({
    target: `apps/api/src/modules/${module}`,
    from: `apps/api/src/modules/!(${module})/**`,
    except: ['**/apps/api/src/modules/*/index.ts'],
    message:
      "Use the other module's public entry (its index.ts) or its service on the app (app.xService), not its internals.",
  })),
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Shared web code does not depend on features or the app shell.',
  },
  {
    // A lib test may render the kit's fields, as the forms that use lib do.
    target: 'apps/web/src/lib/**/!(*.test).{ts,tsx}',
    from: 'apps/web/src/components',
    message: 'lib is below components: a hook that renders a component lives in components/ui.',
  },
  {
    // Tests may render a feature in the app's providers.
    target: 'apps/web/src/features/**/!(*.test).{ts,tsx}',
    from: 'apps/web/src/app',
    message: 'The app shell mounts the features, not the other way round; a piece both need lives in components/ui.',
  },
  ...webFeatureZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The server-rendering build of the web app (npm run build).
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // One clock (docs/architecture.md): API modules take the time from `app.now()` (plugins/clock.ts,
    // which tests fix) or from a `now` argument, never from the system clock directly.
    // Plugins and lib as well; only the clock plugin itself reads the system time.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/plugins/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use app.now() (or a `now` argument): the one clock tests can fix.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use app.now().getTime() (or a `now` argument): the one clock tests can fix.',
        },
        {
          selector: "CallExpression[callee.name='todayIso'][arguments.length=0]",
          message: "Use app.today() (or todayIso(now)): today is the clock's day, not the system's.",
        },
        {
          selector:
            "CallExpression[callee.name='todayIso'][arguments.length=1] > CallExpression.arguments[callee.object.name='app'][callee.property.name='now']",
          message: 'Use app.today(): the clock plugin answers the day.',
        },
      ],
    },
  },
  {
    // The UI kit owns its class names (docs/decisions/058-the-ui-kit-owns-its-class-names.md): the
    // fields, radio groups, data tables, tabs, badges and page headers are written by their
    // components in components/ui; everywhere else a `className` naming one is an error.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/components/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `JSXAttribute[name.name='className'] ${node}=${kitClassName}]`,
          message:
            'A class of the UI kit: use its component from components/ui (field.tsx: TextField, SelectField, FieldSet, RadioGroupField, FieldGroup, FieldHint …; data-table.tsx, tabs.tsx, badge.tsx, page-header.tsx).',
        })),
      ],
    },
  },
  {
    // One format module (docs/decisions/026-format-module.md): numbers and money are written by
    // contracts' format.ts, dates by dates.ts, and texts with a count by i18next (`textsIn` on
    // the server); nothing else builds its own formatter or picks plural forms by hand.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['packages/contracts/src/format.ts', 'packages/contracts/src/dates.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Intl',
          property: 'NumberFormat',
          message: 'Write numbers and money with the functions of format.ts in @bu/contracts.',
        },
        {
          object: 'Intl',
          property: 'PluralRules',
          message: 'Pick plural forms with i18next (`_one`/`_other` keys; `translate` on the server).',
        },
        {
          property: 'toLocaleString',
          message: 'Write numbers with format.ts and dates with dates.ts in @bu/contracts.',
        },
        {
          property: 'toFixed',
          message: 'Write numbers with format.ts in @bu/contracts (machineAmount for amounts a machine reads).',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
