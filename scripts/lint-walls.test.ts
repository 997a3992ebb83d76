import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves `npm run lint` refuses what the walls forbid (issue 18): each case lints a file placed
 * at a real path of the tree, and each has a passing twin so the test cannot pass vacuously.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(ROOT, 'apps/web/src/features/__lint-fixture__');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const WALL = 'import-x/no-restricted-paths';

describe('lint walls', () => {
  beforeAll(() => {
    mkdirSync(FIXTURE, { recursive: true });
    // a <-> b is a cycle; c -> d is one way.
    writeFileSync(path.join(FIXTURE, 'cycle-a.ts'), "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n");
    writeFileSync(path.join(FIXTURE, 'cycle-b.ts'), "import { a } from './cycle-a';\nexport const b = (): number => a() - 1;\n");
    writeFileSync(path.join(FIXTURE, 'one-way-c.ts'), "import { d } from './one-way-d';\nexport const c = (): number => d + 1;\n");
    writeFileSync(path.join(FIXTURE, 'one-way-d.ts'), 'export const d = 1;\n');
  });
  afterAll(() => rmSync(FIXTURE, { recursive: true, force: true }));

  it('refuses the web app importing the API by a relative path', async () => {
    const file = 'apps/web/src/features/lumos/walls-probe.ts';
    expect(await ruleIds("import { buildApp } from '../../../../api/src/app';\nexport const x = buildApp;\n", file)).toContain(WALL);
    expect(await ruleIds("import { ALERT_FIELDS } from '@nms/contract';\nexport const x = ALERT_FIELDS;\n", file)).toEqual([]);
  });

  it('refuses the API importing the web app, and the simulator importing the API', async () => {
    expect(await ruleIds("export { App } from '../../web/src/app/app';\n", 'apps/api/src/walls-probe.ts')).toContain(WALL);
    expect(await ruleIds("export { buildApp } from '../../../apps/api/src/app';\n", 'packages/simulator/src/walls-probe.ts')).toContain(WALL);
    expect(await ruleIds("export { ALERT_FIELDS } from '@nms/contract';\n", 'apps/api/src/walls-probe.ts')).toEqual([]);
  });

  it("refuses a feature importing another feature's internal file, not its index", async () => {
    const file = 'apps/web/src/features/lumos/walls-probe.ts';
    expect(await ruleIds("export { DeviceCards } from '../device-details/components/device-cards';\n", file)).toContain(WALL);
    expect(await ruleIds("export { DeviceCards } from '../device-details';\n", file)).toEqual([]);
  });

  it('refuses a feature importing the app (imports run app -> features)', async () => {
    const file = 'apps/web/src/features/lumos/walls-probe.ts';
    expect(await ruleIds("export { UserMenu } from '../../app/shell/user-menu';\n", file)).toContain(WALL);
    expect(await ruleIds("export { DeviceCards } from '../device-details';\n", file)).toEqual([]);
  });

  it('refuses a component importing a feature', async () => {
    const file = 'apps/web/src/components/card/walls-probe.ts';
    expect(await ruleIds("export { LumosScreen } from '../../features/lumos';\n", file)).toContain(WALL);
    expect(await ruleIds("export { displayValue } from '../formatters/display-value';\n", file)).toEqual([]);
  });

  it("refuses an API module importing another module's internal file, not its index", async () => {
    const file = 'apps/api/src/modules/weather/walls-probe.ts';
    expect(await ruleIds("export { findSchedules } from '../pam-suspend/repository';\n", file)).toContain(WALL);
    expect(await ruleIds("export { findSchedules } from '../pam-suspend';\n", file)).toEqual([]);
    expect(await ruleIds("export { renderRadarTile } from './radar-tile';\n", file)).toEqual([]);
  });

  it("refuses code outside the modules importing a module's internal file, not its index", async () => {
    const cases = [
      ['apps/api/src/plugins/walls-probe.ts', '../modules/audit'],
      ['apps/api/src/walls-probe.ts', './modules/audit'],
      ['apps/api/src/simulator/walls-probe.ts', '../modules/audit'],
      ['apps/api/src/simulator/fleet/walls-probe.ts', '../../modules/audit'],
    ];
    for (const [file, audit] of cases) {
      expect(await ruleIds(`export { recordAudit } from '${audit}/repository';\n`, file)).toContain(WALL);
      expect(await ruleIds(`export { recordAudit } from '${audit}';\n`, file)).toEqual([]);
    }
  });

  it("lets a module's tests, and the actions module's simulated driver, reach its internals", async () => {
    const test = 'apps/api/src/modules/weather/walls-probe.test.ts';
    expect(await ruleIds("export { findSchedules } from '../pam-suspend/repository';\n", test)).toEqual([]);
    const driver = 'apps/api/src/simulator/actions/walls-probe.ts';
    expect(await ruleIds("export { stableRng } from '../../modules/actions/seeded';\n", driver)).toEqual([]);
    expect(await ruleIds("export { findSchedules } from '../../modules/pam-suspend/repository';\n", driver)).toContain(WALL);
  });

  it('refuses a screen invalidating queries itself instead of naming the change (lib/data-changes.ts)', async () => {
    const file = 'apps/web/src/features/lumos/walls-probe.ts';
    const own =
      "import type { QueryClient } from '@tanstack/react-query';\nexport const x = (c: QueryClient) => c.invalidateQueries({ queryKey: ['cmdb'] });\n";
    expect(await ruleIds(own, file)).toContain('no-restricted-properties');
    const named =
      "import type { QueryClient } from '@tanstack/react-query';\nimport { WRITE_EFFECTS, announceChange } from '../../lib/data-changes';\n" +
      'export const x = (c: QueryClient) => announceChange(c, { kinds: WRITE_EFFECTS.cmdb });\n';
    expect(await ruleIds(named, file)).toEqual([]);
  });

  it('refuses a browser test sleeping for a fixed time instead of waiting for the condition', async () => {
    const file = 'e2e/walls-probe.spec.ts';
    const head = "import type { Page } from '@playwright/test';\nimport { expect } from './fixtures';\n";
    expect(await ruleIds(`${head}export const x = (p: Page) => p.waitForTimeout(1000);\n`, file)).toContain('no-restricted-properties');
    expect(await ruleIds(`${head}export const x = (p: Page) => expect(p.getByRole('alert')).toBeVisible();\n`, file)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const [cycle, oneWay] = await eslint.lintFiles([path.join(FIXTURE, 'cycle-a.ts'), path.join(FIXTURE, 'one-way-c.ts')]);
    expect(cycle.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    expect(oneWay.messages).toEqual([]);
  });
});
