import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names files and folders; a rename that leaves the map behind fails here.
 * A name may be given from any depth (`src/server.ts`, `modules/es/repository.ts`, `sink.ts`):
 * it holds when some file or folder of the tree ends with it.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'data', 'test-results']);

function treePaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      found.push(rel);
      if (entry.isDirectory()) walk(rel);
    }
  };
  walk('');
  return found;
}

const FILE = /^[\w@.-]+(\/[\w@.-]+)*\/?$/;
const EXTENSION = /\.(ts|tsx|mjs|js|json|md|sql|css|sh|cfg|yml)$/;

/** Paths the map names: backticked ones, the first column of its rooms block, and file names in prose. */
export function namedPaths(markdown: string): string[] {
  const names = new Set<string>();
  for (const [, inner] of markdown.matchAll(/`([^`\n]+)`/g)) names.add(inner);
  for (const word of markdown.split(/[\s,:;()]+/)) names.add(word.replace(/[.,]+$/, ''));
  // Not paths: lint rule ids (import-x/no-cycle) and SQL words (LIMIT/OFFSET).
  // Not paths: lint rule ids (import-x/no-cycle), SQL words (LIMIT/OFFSET), an import's relative
  // specifier shown as an example (../../../../api/src/app) and package names (checked below).
  const notPath = (n: string) => n.startsWith('import-x/') || /^[A-Z/]+$/.test(n) || n.startsWith('.') || n.startsWith('@');
  return [...names].filter((n) => FILE.test(n) && !notPath(n) && (n.includes('/') || EXTENSION.test(n)));
}

/** Whether some file or folder of the tree is `name` (a module may be named without its extension). */
function existsIn(tree: string[], name: string): boolean {
  const bare = name.replace(/\/$/, '');
  const forms = [bare, `${bare}.ts`, `${bare}.tsx`];
  return tree.some((p) => forms.some((f) => p === f || p.endsWith(`/${f}`)));
}

/** The README's Contributing section: the steps a newcomer follows. */
const contributing = () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('## Contributing'));
};

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const tree = treePaths();
    const names = namedPaths(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => !existsIn(tree, n))).toEqual([]);
  });

  it('names only packages of the workspace', () => {
    const text = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const named = [...new Set([...text.matchAll(/@nms\/[\w-]+/g)].map((m) => m[0]))];
    const workspace = ['apps', 'packages'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir)).map(
        (name) => (JSON.parse(readFileSync(path.join(ROOT, dir, name, 'package.json'), 'utf8')) as { name: string }).name,
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !workspace.includes(n))).toEqual([]);
  });

  it('would see a renamed file', () => {
    expect(namedPaths('the map names `src/no-such-file.ts` and db/paged-list.ts')).toEqual(['src/no-such-file.ts', 'db/paged-list.ts']);
  });
});

describe("README's Contributing steps", () => {
  it('name only files and folders that exist', () => {
    const tree = treePaths();
    // What `npm run build` writes is not in a clean tree.
    const names = namedPaths(contributing()).filter((n) => n !== 'apps/web/dist');
    expect(names.length).toBeGreaterThan(15);
    expect(names.filter((n) => !existsIn(tree, n))).toEqual([]);
  });

  it('run only npm scripts the package has', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts);
    const named = [...new Set([...contributing().matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]))];
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((n) => !scripts.includes(n))).toEqual([]);
  });
});
