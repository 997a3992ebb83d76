import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const at = (p) => path.join(ROOT, p);
const FEATURES = 'apps/web/src/features';

/**
 * The walls are checked on RESOLVED paths (import-x + the TypeScript resolver), so a wall holds
 * whether it is crossed by package name or by `../../../../api/src/app`. Package names are also
 * refused by name below, in case a package stops resolving.
 */
const wall = (target, from, message) => ({ target, from, message });
const packageWalls = [
  wall('packages/contract', ['apps', 'packages/simulator'], 'the contract depends on nothing of ours'),
  wall('packages/simulator', ['apps'], 'the simulator writes through sinks; it does not import the API or the web app'),
  wall('apps/api', ['apps/web'], 'the API does not import the web app'),
  wall('apps/web', ['apps/api', 'packages/simulator'], 'the web app speaks to the API over HTTP only'),
];

/**
 * One way through the web app: app -> features -> components/lib -> contract. A feature is seen
 * from outside only through its `index.ts`; its other files are its own business.
 */
/**
 * A feature's entries: index.ts for static imports, and lazy-<name>.ts files (one component each)
 * for import(): a dynamic import of index.ts would make the whole feature one chunk shared with
 * its static importers, and pull it into their first load. And prime.ts: requests a page starts
 * for the feature before its chunk has loaded (no component in it).
 */
const FEATURE_ENTRIES = [at(`${FEATURES}/*/index.ts`), at(`${FEATURES}/*/lazy-*.ts`), at(`${FEATURES}/*/prime.ts`)];
const featureNames = readdirSync(at(FEATURES), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureWalls = featureNames.map((name) => ({
  target: `${FEATURES}/${name}/**`,
  from: [at(`${FEATURES}/!(${name})/**`)],
  except: FEATURE_ENTRIES,
  message: `import another feature through its index.ts ('features/<name>') or a lazy-*.ts entry, not its internals`,
}));
const webWalls = [
  wall(
    'apps/web/src/components',
    ['apps/web/src/features', 'apps/web/src/app'],
    'components sit below features: pass data in, do not import a feature',
  ),
  wall(
    'apps/web/src/lib',
    ['apps/web/src/features', 'apps/web/src/app', 'apps/web/src/components'],
    'lib sits at the bottom: it imports no feature, app or component',
  ),
  wall(FEATURES, ['apps/web/src/app'], 'features sit below the app: the app imports features, never the other way'),
  {
    target: 'apps/web/src/app/**',
    from: [at(`${FEATURES}/**`)],
    except: FEATURE_ENTRIES,
    message: `the app imports a feature through its index.ts or a lazy-*.ts entry only`,
  },
];

/**
 * The API's modules have doors too: a module is seen from outside (other modules, and the app,
 * plugins, feeds, simulator, lib and db around them) only through its `index.ts`; its other files
 * import each other directly. Tests (`*.test.ts`, apps/api/test, bench) may reach internals.
 */
const MODULES = 'apps/api/src/modules';
const MODULE_DOORS = [at(`${MODULES}/*/index.ts`)];
const moduleNames = readdirSync(at(MODULES), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const DOOR_MESSAGE = `import a module through its index.ts ('modules/<name>'), not its internals`;
const moduleWalls = [
  ...moduleNames.map((name) => ({
    target: `${MODULES}/${name}/**`,
    from: [at(`${MODULES}/!(${name})/**`)],
    except: MODULE_DOORS,
    message: DOOR_MESSAGE,
  })),
  {
    target: ['apps/api/src/*.ts', 'apps/api/src/!(modules|simulator)/**', 'apps/api/src/simulator/*.ts', 'apps/api/src/simulator/!(actions)/**'],
    from: [at(`${MODULES}/**`)],
    except: MODULE_DOORS,
    message: DOOR_MESSAGE,
  },
  {
    // The simulated action driver is the actions module's own driver (actions/driver-registry.ts
    // imports it): it uses that module's files as one of its own would, since going through the
    // door would close a cycle (actions/index -> routes -> driver-registry -> simulator/actions).
    target: 'apps/api/src/simulator/actions/**',
    from: [at(`${MODULES}/!(actions)/**`)],
    except: MODULE_DOORS,
    message: DOOR_MESSAGE,
  },
];
const walls = [...packageWalls, ...featureWalls, ...webWalls];

// import-x follows .ts/.tsx imports (for cycles) only when told they are modules it may parse;
// its legacy resolver entry is replaced by resolver-next below.
const { 'import-x/resolver': _legacyResolver, ...tsModuleSettings } = importX.flatConfigs.typescript.settings;

const restrictedNames = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...tsModuleSettings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [at('tsconfig.json'), at('apps/web/tsconfig.json'), at('e2e/tsconfig.json')],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...walls, ...moduleWalls] }],
      // A static cycle is an error. A dynamic import() is a lazy chunk boundary, evaluated after
      // both sides have loaded, so it cannot cause the init-order bugs a cycle does.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // A test may reach into the module it tests (and others', to set up): every wall but the modules' doors.
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: walls }] },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': restrictedNames([
        { group: ['@nms/simulator', '@nms/api', '@nms/web'], message: 'contract depends on nothing of ours' },
      ]),
    },
  },
  {
    files: ['packages/simulator/**'],
    rules: {
      'no-restricted-imports': restrictedNames([
        { group: ['@nms/api', '@nms/web'], message: 'the simulator writes through sinks; it does not import the API' },
      ]),
    },
  },
  {
    files: ['apps/api/**'],
    rules: { 'no-restricted-imports': restrictedNames([{ group: ['@nms/web'], message: 'the API does not import the web app' }]) },
  },
  {
    // React rules for the browser app (hooks and the React Compiler's checks).
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrictedNames([{ group: ['@nms/api', '@nms/simulator'], message: 'the web app speaks to the API over HTTP only' }]),
    },
  },
  {
    // One way to say what went stale: the table in lib/data-changes.ts (a write's effect, declared once).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/data-changes.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'invalidateQueries', message: 'name the change in lib/data-changes.ts (announceChange or invalidateLocally)' },
      ],
    },
  },
  {
    // Browser tests wait for the condition, never for a fixed time (a slow machine breaks the guess, a fast one pays it).
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'wait for the condition (expect, expect.poll, waitForResponse, a frame), not for a fixed time' },
      ],
    },
  },
);
