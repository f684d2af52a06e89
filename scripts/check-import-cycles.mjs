// Fails on an import cycle among the modules of a source folder, type-only imports included
// (ESLint's import-x/no-cycle skips those). Run by scripts/lint.sh over npm/src and demo/src.
//
//   node scripts/check-import-cycles.mjs [--graph] [folder ...]
//
// Imports are read by the TypeScript compiler's own scanner (ts.preProcessFile: import, import type,
// export ... from, import()); only relative ones count, resolved as the package's bundler does
// ('./x.js' is x.ts when that exists). --graph prints which module imports which.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s)$/;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// The file a relative specifier names, or undefined (a package, a build-time name, a missing file).
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier);
  const candidates = [path.replace(/\.([cm]?)js$/, '.$1ts'), path, `${path}.ts`, `${path}.js`, join(path, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Each module of `folder` (a path relative to it) to the modules of the folder it imports. */
export function importGraph(folder) {
  const graph = new Map();
  for (const file of sourceFiles(folder).sort()) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (target !== undefined && target.startsWith(folder)) targets.add(relative(folder, target));
    }
    graph.set(relative(folder, file), [...targets].sort());
  }
  return graph;
}

/** Every cycle of the graph, one per group of modules that reach each other, as a path back to its start. */
export function findCycles(graph) {
  // Tarjan's strongly connected components; a component of two or more modules (or one that
  // imports itself) holds a cycle, then traced by a search that stays inside it.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    if (component.size > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  return components.map((component) => {
    const start = [...component].sort()[0];
    const path = [start];
    const seen = new Set([start]);
    const walk = (node) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) return true;
        if (!component.has(next) || seen.has(next)) continue;
        seen.add(next);
        path.push(next);
        if (walk(next)) return true;
        path.pop();
      }
      return false;
    };
    walk(start);
    return [...path, start];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const printGraph = args.includes('--graph');
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const given = args.filter((arg) => arg !== '--graph');
  const folders = (given.length > 0 ? given : ['npm/src', 'demo/src']).map((folder) => resolve(repo, folder));
  let cycles = 0;
  for (const folder of folders) {
    const graph = importGraph(folder);
    const name = relative(repo, folder) || folder;
    if (printGraph) {
      console.log(`${name}: which module imports which`);
      for (const [file, targets] of graph) console.log(`  ${file} -> ${targets.join(', ') || '(none)'}`);
    }
    for (const cycle of findCycles(graph)) {
      console.error(`import cycle in ${name}: ${cycle.join(' -> ')}`);
      cycles++;
    }
  }
  if (cycles > 0) {
    console.error('check-import-cycles: move what both sides need into a module of its own (types, constants)');
    process.exit(1);
  }
  if (!printGraph)
    console.log(`check-import-cycles: no import cycles in ${folders.map((f) => relative(repo, f)).join(', ')}`);
}
