import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Guards the package's module graph: no import circle between its own files (issue: audit.ts <->
 * trpc.ts, collections.ts <-> patterns.ts). Type-only imports count too (madge counts them).
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every .ts/.tsx file under `dir`, absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `import ... from`, `export ... from`, side-effect `import '...'` and `import('...')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]*)\1/gm;

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier names (`./x`, `./x.js`, `./x/index`), or null. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier).replace(/\.(m|c)?js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => /\.tsx?$/.test(path) && isFile(path)) ?? null;
}

/** Each file's relative imports (resolved paths). */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const deps = [...text.matchAll(SPECIFIER)]
      .map((match) => resolveSpecifier(file, match[2]!))
      .filter((dep): dep is string => dep !== null);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Every import circle of `graph`, each as the list of files around it (first file repeated). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (state.get(dep) === 'visiting') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('packages/api import graph', () => {
  it('finds a circle when there is one (the check works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reads the relative imports of the sources', () => {
    const graph = importGraph(sourceFiles(SRC));
    expect(graph.get(join(SRC, 'root.ts'))).toContain(join(SRC, 'trpc.ts'));
  });

  it('has no import circle between its own files', () => {
    const cycles = findCycles(importGraph(sourceFiles(SRC))).map((cycle) =>
      cycle.map((file) => relative(SRC, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});
