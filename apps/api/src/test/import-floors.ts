import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's import graph by area: each module folder (`modules/<m>`), each helper folder (lib, db,
 * jobs, middleware, realtime, cli) and each file at the top of src. Only imports that run count
 * (`import type` is erased); tests and test support are left out.
 */
export function importGraph(src: string): Map<string, Set<string>> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'test') walk(p);
      } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(p);
    }
  };
  walk(src);
  const area = (file: string) => {
    const parts = path.relative(src, file).split(path.sep);
    if (parts[0] === 'modules') return `modules/${parts[1]}`;
    return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.ts$/, '');
  };
  const target = (from: string, spec: string) => {
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
    return [`${base}.ts`, path.join(base, 'index.ts')].find((c) => existsSync(c)) ?? null;
  };
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = area(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = readFileSync(file, 'utf8');
    const imports =
      /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
    for (const m of text.matchAll(imports)) {
      if (m[1]) continue;
      const to = target(file, (m[2] ?? m[3])!);
      if (to && area(to) !== from) edges.add(area(to));
    }
  }
  return graph;
}

/**
 * Each area's floor: 1 for an area that imports none, else one above the highest it imports.
 * Throws on a cycle, naming it: a cycle has no floors.
 */
export function floorsOf(graph: Map<string, Set<string>>): Map<string, number> {
  const floors = new Map<string, number>();
  const path: string[] = [];
  const visit = (node: string): number => {
    const known = floors.get(node);
    if (known !== undefined) return known;
    if (path.includes(node)) {
      throw new Error(`import cycle: ${[...path.slice(path.indexOf(node)), node].join(' -> ')}`);
    }
    path.push(node);
    let floor = 1;
    for (const to of graph.get(node) ?? []) floor = Math.max(floor, visit(to) + 1);
    path.pop();
    floors.set(node, floor);
    return floor;
  };
  for (const node of graph.keys()) visit(node);
  return floors;
}
