import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { BuiltModule } from './manifest';

/**
 * The module graph of docs/architecture.md, drawn from what the app did when it was built (each
 * manifest's needs and the ports it filled, the jobs and events it registered), the tables each
 * module's read models and foreign keys name, and the database triggers that write another
 * module's tables. `src/test/module-graph.test.ts` fails when the document is stale and rewrites it
 * with `UPDATE_DOCS=1`.
 */
export interface ModuleGraph {
  modules: Array<
    BuiltModule & {
      provides: string[];
      /** Ports of this module and who fills them. */
      ports: string[];
      portFillers: Record<string, string>;
      reads: string[];
      triggerWrites: string[];
    }
  >;
}

export const GRAPH_START = '<!-- module-graph:start -->';
export const GRAPH_END = '<!-- module-graph:end -->';

const modulesDir = path.resolve(import.meta.dirname, '../../modules');

/**
 * Tests and their support (role matrices, scenario builders) may set up rows through any module, so
 * they are no part of the module graph and no crossing of a boundary.
 */
export function isTestSupport(fileName: string): boolean {
  return /\.test\.tsx?$|^(matrix|scenario)[\w-]*\.ts$|-scenario\.ts$/.test(fileName);
}

/** The modules' own source files, without tests and their support. */
export function moduleSourceFiles(dir: string = modulesDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestSupport(entry.name) ? [full] : [];
  });
}

/** Which modules' tables each module names (a foreign key in db.ts, a read model, reference data). */
export function tableReads(): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const file of moduleSourceFiles()) {
    const from = path.relative(modulesDir, file).split(path.sep)[0] as string;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec as string));
      const [to, ...rest] = target.split(path.sep);
      if (target.startsWith('..') || to === from || rest.join('/') !== 'db') continue;
      reads.set(from, (reads.get(from) ?? new Set()).add(to as string));
    }
  }
  return reads;
}

/** The module owning each table, from the `pgTable('name'` declarations of the modules' db.ts. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const name of fs.readdirSync(modulesDir)) {
    const file = path.join(modulesDir, name, 'db.ts');
    if (!fs.existsSync(file)) continue;
    for (const [, table] of fs.readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([\w]+)'/g))
      owners.set(table as string, name);
  }
  return owners;
}

/** For each module, the other modules whose tables its tables' triggers write. */
export async function triggerWrites(db: Db): Promise<Map<string, Set<string>>> {
  const owners = tableOwners();
  const rows = (await db.execute(sql`
    select c.relname as "table", p.prosrc as "body"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and n.nspname = 'public'
  `)) as unknown as { rows: Array<{ table: string; body: string }> } | Array<{ table: string; body: string }>;
  const list = Array.isArray(rows) ? rows : rows.rows;
  const writes = new Map<string, Set<string>>();
  for (const { table, body } of list) {
    const from = owners.get(table);
    if (!from) continue;
    for (const [, written] of body.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:public\.)?"?(\w+)"?/gi)) {
      const to = owners.get((written as string).toLowerCase());
      if (to && to !== from) writes.set(from, (writes.get(from) ?? new Set()).add(to));
    }
  }
  return writes;
}

export function moduleGraph(
  built: readonly BuiltModule[],
  values: Partial<Record<string, unknown>>,
  reads: Map<string, Set<string>>,
  writes: Map<string, Set<string>>,
): ModuleGraph {
  const fillers = new Map<string, string>();
  for (const b of built) for (const port of b.fills) fillers.set(port, b.name);
  return {
    modules: built
      .map((b) => {
        const value = (values[b.name] ?? {}) as Record<string, unknown>;
        const needs = new Set<string>(b.needs);
        return {
          ...b,
          provides: Object.keys(value)
            .filter((k) => k !== 'routes' && k !== 'ports')
            .sort(),
          portFillers: Object.fromEntries(b.ports.map((p) => [p, fillers.get(p) ?? '-'])),
          reads: [...(reads.get(b.name) ?? [])].filter((m) => !needs.has(m)).sort(),
          triggerWrites: [...(writes.get(b.name) ?? [])].sort(),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '-');

export function renderGraph(graph: ModuleGraph): string {
  const lines = [GRAPH_START, '```mermaid', 'graph LR'];
  for (const m of graph.modules) {
    const before = lines.length;
    for (const to of [...m.needs].sort()) lines.push(`  ${m.name} --> ${to}`);
    for (const port of [...m.fills].sort())
      lines.push(`  ${m.name} -- fills ${port.split('.')[1]} --> ${port.split('.')[0]}`);
    for (const to of m.reads) lines.push(`  ${m.name} -.-> ${to}`);
    for (const to of m.triggerWrites) lines.push(`  ${m.name} == trigger ==> ${to}`);
    if (lines.length === before) lines.push(`  ${m.name}`);
  }
  lines.push(
    '```',
    '',
    'Solid: needs the module (its manifest says so; built first). "fills": plugs a function into a port',
    'the lower module owns (how a lower module asks a higher one without a cycle). Dotted: only reads its',
    'tables (a foreign key, a declared read model, reference data). Double: a trigger on its tables writes',
    "the other module's tables.",
    '',
    '| module | what it is | needs | provides | its ports (filled by) | jobs | subscribes to |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const m of graph.modules) {
    const ports = Object.entries(m.portFillers).map(([port, by]) => `${port.split('.')[1]} (${by})`);
    lines.push(
      `| ${m.name} | ${m.summary} | ${list([...m.needs].sort())} | ${list(m.provides)} | ${list(ports)} | ${list(
        [...m.jobs].sort(),
      )} | ${list([...new Set(m.subscribes)].sort())} |`,
    );
  }
  lines.push(GRAPH_END);
  return lines.join('\n');
}
