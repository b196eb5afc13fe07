// Writes the server's module dependency graph (who imports whom, tests left out) into
// docs/architecture.md between its module-graph markers. `node scripts/module-graph.mjs --check`
// only compares, for the test that keeps the document current.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'server/src/modules');
const docFile = path.join(root, 'docs/architecture.md');
const START = '<!-- module-graph:start -->';
const END = '<!-- module-graph:end -->';

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isTestSupport = /\.test\.tsx?$|^(matrix|scenario|line-scenario)[\w-]*\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !isTestSupport ? [full] : [];
  });
}

/**
 * Each module's dependencies, in two kinds: `uses` (it imports the other's entry, module.ts) and
 * `reads` (it only names the other's tables: a foreign key in a db.ts, a declared read model, or the
 * reference data every module may join). Cycles are refused among `uses` only.
 */
export function moduleGraph() {
  const graph = new Map();
  for (const name of fs.readdirSync(modulesDir).sort()) graph.set(name, { uses: new Set(), reads: new Set() });
  for (const file of sourceFiles(modulesDir)) {
    const from = path.relative(modulesDir, file).split(path.sep)[0];
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec));
      if (target.startsWith('..')) continue;
      const [to, ...rest] = target.split(path.sep);
      if (to === from) continue;
      graph.get(from)?.[rest.join('/') === 'db' ? 'reads' : 'uses'].add(to);
    }
  }
  for (const deps of graph.values()) for (const to of deps.uses) deps.reads.delete(to);
  return graph;
}

/** The `uses` cycles, each as a path that comes back to its first module (none is the aim). */
export function useCycles(graph) {
  const cycles = [];
  const visit = (start, at, pathSoFar) => {
    for (const to of graph.get(at)?.uses ?? []) {
      if (to === start) cycles.push([...pathSoFar, to]);
      else if (!pathSoFar.includes(to) && to > start) visit(start, to, [...pathSoFar, to]);
    }
  };
  for (const name of graph.keys()) visit(name, name, [name]);
  return cycles;
}

export function renderGraph(graph) {
  const lines = [START, '```mermaid', 'graph LR'];
  for (const [from, { uses, reads }] of graph) {
    if (uses.size === 0 && reads.size === 0) lines.push(`  ${from}`);
    for (const to of [...uses].sort()) lines.push(`  ${from} --> ${to}`);
    for (const to of [...reads].sort()) lines.push(`  ${from} -.-> ${to}`);
  }
  lines.push(
    '```',
    '',
    "Solid: uses the module's entry (module.ts). Dotted: only reads its tables (a foreign key, a declared",
    'read model, reference data).',
    '',
    '| module | uses | reads tables of |',
    '| --- | --- | --- |',
  );
  for (const [from, { uses, reads }] of graph)
    lines.push(`| ${from} | ${[...uses].sort().join(', ') || '-'} | ${[...reads].sort().join(', ') || '-'} |`);
  lines.push(END);
  return lines.join('\n');
}

export function currentDoc() {
  const doc = fs.readFileSync(docFile, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/architecture.md has no ${START} ... ${END} section`);
  return { doc, start, end: end + END.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { doc, start, end } = currentDoc();
  const fresh = renderGraph(moduleGraph());
  if (process.argv.includes('--check')) {
    const isCurrent = doc.slice(start, end) === fresh;
    console.log(isCurrent ? 'module graph is current' : 'module graph is stale: run node scripts/module-graph.mjs');
    process.exit(isCurrent ? 0 : 1);
  }
  fs.writeFileSync(docFile, doc.slice(0, start) + fresh + doc.slice(end));
  console.log('docs/architecture.md: module graph written');
}
