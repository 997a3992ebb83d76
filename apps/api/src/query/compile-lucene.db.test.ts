import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases';
import { compileLucene } from './compile-lucene';
import { ALERT_OPTS, ALL_DEVICE_NAMES, DEVICE_OPTS, insertFixture } from './lucene-test-fixture';

const engines = await testEngines();

const all = ALL_DEVICE_NAMES;
const except = (...names: string[]) => all.filter((n) => !names.includes(n));

/** Query → the exact set of device names it matches in the fixture. */
const DEVICE_CASES: Array<[string, string[]]> = [
  ['', all],
  ['   ', all],
  ['*', all],
  ['name:*', all],
  ['name:alpha-01', ['alpha-01']],
  ['alpha-01', ['alpha-01']],
  ['name:alpha*', ['alpha-01', 'alpha-02']],
  ['name:*01', ['alpha-01', 'beta-01']],
  ['name:*ta*', ['beta-01', 'beta-02', 'delta 100%', 'Delta-3', 'zeta*star', 'theta-7']],
  ['name:gamma?1', ['gamma_1', 'gammaX1']],
  ['name:gamma_1', ['gamma_1']],
  ['name:gamma_*', ['gamma_1']],
  ['name:delta*', ['delta 100%', 'Delta-3']],
  ['name:delta-3', []],
  ['name:*100%', ['delta 100%']],
  ['name:"delta 100%"', ['delta 100%']],
  ["name:'delta 100%'", ['delta 100%']],
  ["name:'it\\'s'", ["it's"]],
  [`name:"it's"`, ["it's"]],
  ['name:eps\\\\back', ['eps\\back']],
  ['name:eps\\\\*', ['eps\\back']],
  ['name:zeta\\*star', ['zeta*star']],
  ['name:zeta\\**', ['zeta*star']],
  ['name:"zeta*"', []],
  ['name:abc*', []],
  ['NOT name:*abc*', all],
  ['NOT name:*alpha*', except('alpha-01', 'alpha-02')],
  ['NOT name:alpha-01', except('alpha-01')],
  ['nmd:123', ['alpha-01', 'gamma_1', 'and', 'omega']],
  ['nmd:007', ['alpha-02']],
  ["nmd:''", ['beta-01', 'beta-02', 'epsilon']],
  ['nmd:""', ['beta-01', 'beta-02', 'epsilon']],
  ["NOT nmd:''", except('beta-01', 'beta-02', 'epsilon')],
  ['nmd:*', except('beta-01', 'beta-02', 'epsilon')],
  ['NOT nmd:123', except('alpha-01', 'gamma_1', 'and', 'omega')],
  ["nocid:''", ['alpha-02', 'beta-01', 'delta 100%', 'epsilon', 'eps\\back', 'and', 'or', "it's", 'theta-7']],
  ['state:1', ['alpha-01', 'beta-01', 'and']],
  ['state:[1 TO 3]', ['alpha-01', 'alpha-02', 'beta-01', 'beta-02', 'and', 'or']],
  ['state:{1 TO 3}', ['alpha-02', 'or']],
  ['state:[1 TO 3}', ['alpha-01', 'alpha-02', 'beta-01', 'and', 'or']],
  ['state:[5 TO *]', ['delta 100%', 'zeta*star', 'omega', "it's", 'theta-7']],
  ['state:{* TO 1}', ['gamma_1', 'gammaX1']],
  ['state:[* TO *]', except('Delta-3', 'epsilon')],
  ['state:>=7', ['omega', "it's", 'theta-7']],
  ['state:<2', ['alpha-01', 'beta-01', 'gamma_1', 'gammaX1', 'and']],
  ["state:''", ['Delta-3', 'epsilon']],
  ['state:*', except('Delta-3', 'epsilon')],
  ['NOT state:1', except('alpha-01', 'beta-01', 'and')],
  ['latitude:[10 TO 41}', ['alpha-01', 'gamma_1', 'gammaX1']],
  ['latitude:<0', ['beta-01']],
  ['latitude:-12.25', ['beta-01']],
  ['discovered:true', ['alpha-01', 'beta-02', 'gamma_1', 'delta 100%', 'and', 'or', 'zeta*star', 'omega', 'theta-7']],
  ['discovered:FALSE', ['alpha-02', 'gammaX1', 'eps\\back', "it's"]],
  ['NOT discovered:true', ['alpha-02', 'gammaX1', 'eps\\back', "it's", 'beta-01', 'Delta-3', 'epsilon']],
  ["discovered:''", ['beta-01', 'Delta-3', 'epsilon']],
  ['rsUpdatedAt:[2026-01-01 TO 2026-01-31]', ['alpha-01', 'alpha-02', 'gammaX1', 'eps\\back', 'zeta*star']],
  ['rsUpdatedAt:{2026-01-01 TO *]', ['alpha-02', 'gammaX1', 'eps\\back', 'zeta*star', 'beta-01', 'delta 100%']],
  ['rsUpdatedAt:>=2026-01-31T10:00:00Z', ['beta-01', 'delta 100%']],
  ['rsUpdatedAt:<1767225600000', ['gamma_1']],
  ['rsUpdatedAt:1767225600001', ['gammaX1']],
  ['memberOf:dc-east', ['alpha-01', 'alpha-02', 'zeta*star']],
  ['memberOf:beam*', ['alpha-01', 'gamma_1', 'gammaX1']],
  ['memberOf:a?b', ['eps\\back']],
  ['memberOf:*_*', ['eps\\back']],
  ["memberOf:''", ['beta-01', 'beta-02', 'Delta-3', 'epsilon', 'and', 'or', "it's", 'theta-7']],
  ['memberOf:*', ['alpha-01', 'alpha-02', 'gamma_1', 'gammaX1', 'delta 100%', 'eps\\back', 'zeta*star', 'omega']],
  ['NOT memberOf:dc-east', except('alpha-01', 'alpha-02', 'zeta*star')],
  ['model:"HX200 Pro"', ['eps\\back', 'theta-7']],
  ['model:HX200', ['alpha-01', 'alpha-02', 'zeta*star', 'omega']],
  ['model:hx200*', ['alpha-01', 'alpha-02', 'zeta*star', 'omega', 'eps\\back', 'theta-7']],
  ['model:(HX200 OR GW1)', ['alpha-01', 'alpha-02', 'zeta*star', 'omega', 'delta 100%', 'Delta-3']],
  ['name:(alpha-01 OR omega)', ['alpha-01', 'omega']],
  ['nmd:123 AND state:1', ['alpha-01', 'and']],
  ['nmd:123 state:1', ['alpha-01', 'and']],
  ['nmd:123 OR state:1', ['alpha-01', 'gamma_1', 'and', 'omega', 'beta-01']],
  ['state:0 OR state:1 AND nmd:123', ['gamma_1', 'gammaX1', 'alpha-01', 'and']],
  ['(state:0 OR state:1) AND nmd:123', ['gamma_1', 'alpha-01', 'and']],
  ['className:Router AND (nmd:123 OR (state:[4 TO 6] AND NOT discovered:false))', ['alpha-01', 'zeta*star', 'omega']],
  ['((((name:omega))))', ['omega']],
  ['NOT NOT name:omega', ['omega']],
  ['className:switch', ['beta-02']],
  ['className:switch*', ['beta-01', 'beta-02', 'and', 'or']],
  ['and', ['and']],
  ['or', ['or']],
  ['and OR or', ['and', 'or']],
  ['alpha-01 and', []],
  ['state:1 AND and', ['and']],
  ["provisionStatus:Active AND NOT nocid:''", ['alpha-01', 'gamma_1', 'gammaX1', 'zeta*star', 'omega']],
  ['poller:poll_c', ['gamma_1']],
  ['poller:poll?c', ['gamma_1', 'gammaX1']],
  ['managementIp:10.0.0.*', ['alpha-01', 'alpha-02', 'gamma_1', 'gammaX1', 'theta-7']],
  ['managementIp:10.0.0.3', ['gamma_1']],
  ["managementIp:''", ['Delta-3', 'epsilon', 'eps\\back', 'and', 'or', 'zeta*star', 'omega', "it's"]],
  ['name:[alpha TO beta]', ['alpha-01', 'alpha-02', 'and']],
  ['description:"main gateway"', ['delta 100%']],
  ['description:*gateway', ['delta 100%', 'Delta-3']],
  // Lucene's prefixes and symbol operators match what their word forms match.
  ['-state:1', except('alpha-01', 'beta-01', 'and')],
  ['!state:1', except('alpha-01', 'beta-01', 'and')],
  ['+state:1', ['alpha-01', 'beta-01', 'and']],
  ['state:0 || state:1', ['gamma_1', 'gammaX1', 'alpha-01', 'beta-01', 'and']],
  ['nmd:123 && state:1', ['alpha-01', 'and']],
  ['-(state:0 OR state:1)', except('gamma_1', 'gammaX1', 'alpha-01', 'beta-01', 'and')],
  ['nmd:123 -state:1', ['gamma_1', 'omega']],
  ['className:Router AND -nmd:123', ['alpha-02', 'eps\\back', 'zeta*star', 'theta-7']],
  ["-nmd:''", except('beta-01', 'beta-02', 'epsilon')],
  ['state:1 || -discovered:true', ['alpha-01', 'beta-01', 'and', 'alpha-02', 'gammaX1', 'eps\\back', "it's", 'Delta-3', 'epsilon']],
  ['+className:Modem -name:gamma*', ["it's"]],
  ['latitude:>-13 && latitude:<0', ['beta-01']],
  // Kibana's _exists_:field matches what field:* does: a value there.
  ['_exists_:managementIp', except('Delta-3', 'epsilon', 'eps\\back', 'and', 'or', 'zeta*star', 'omega', "it's")],
  ['managementIp:*', except('Delta-3', 'epsilon', 'eps\\back', 'and', 'or', 'zeta*star', 'omega', "it's")],
];

const ALERT_CASES: Array<[string, string[]]> = [
  ["NOT nmd:'' AND active:true", ['a1', 'a5']],
  ['active:false', ['a4']],
  ['severity:>=4', ['a1', 'a3', 'a4']],
  ['alpha*', ['a1', 'a4']],
  ['elementName:beta* AND NOT severity:3', ['a3']],
  ['NOT acknowledged:true', ['a1', 'a2', 'a3', 'a4']],
  ["-nmd:'' && active:true", ['a1', 'a5']],
  ['severity:5 || severity:1', ['a1', 'a4', 'a5']],
];

const sorted = (names: string[]) => [...names].sort();

describe.each(engines)('Lucene queries against %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertFixture(database.db);
  });
  afterAll(() => database?.close());

  it.each(DEVICE_CASES)('devices %s', async (query, expected) => {
    const rows = await database.db.selectFrom('devices').select('name').where(compileLucene(query, DEVICE_OPTS)).execute();
    expect(sorted(rows.map((r) => r.name as string))).toEqual(sorted(expected));
  });

  it.each(ALERT_CASES)('alerts %s', async (query, expected) => {
    const rows = await database.db.selectFrom('alerts').select('name').where(compileLucene(query, ALERT_OPTS)).execute();
    expect(sorted(rows.map((r) => r.name as string))).toEqual(sorted(expected));
  });
});
