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

/** Each module's dependencies: module -> set of modules it imports (any file of theirs). */
export function moduleGraph() {
  const graph = new Map();
  for (const name of fs.readdirSync(modulesDir).sort()) graph.set(name, new Set());
  for (const file of sourceFiles(modulesDir)) {
    const from = path.relative(modulesDir, file).split(path.sep)[0];
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec));
      if (target.startsWith('..')) continue;
      const to = target.split(path.sep)[0];
      if (to !== from) graph.get(from)?.add(to);
    }
  }
  return graph;
}

export function renderGraph(graph) {
  const lines = [START, '```mermaid', 'graph LR'];
  for (const [from, tos] of graph) {
    if (tos.size === 0) lines.push(`  ${from}`);
    for (const to of [...tos].sort()) lines.push(`  ${from} --> ${to}`);
  }
  lines.push('```', '', '| module | depends on |', '| --- | --- |');
  for (const [from, tos] of graph) lines.push(`| ${from} | ${[...tos].sort().join(', ') || '-'} |`);
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
