import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSourceFiles } from '../platform/modules/graph';

/**
 * Modules talk through their entries (DESIGN §2): outside a module, only its `module.ts` may be
 * imported, and another module's `db.ts` only from a `db.ts` (for a foreign key) or a declared read model. Tests and their
 * support files are left out: they build their rows through whichever module owns them.
 *
 * A declared read model (a file named `*-read-model.ts` that only reads, docs/decisions.md "Read
 * models") may import other modules' `db.ts`; nothing else of theirs. Reference data's tables may be
 * joined by anyone (read-only, seeded).
 */
const modulesDir = path.resolve(import.meta.dirname, '../modules');

function crossings(): string[] {
  const found = new Set<string>();
  for (const file of moduleSourceFiles(modulesDir)) {
    const from = path.relative(modulesDir, file);
    const fromModule = from.split(path.sep)[0];
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec as string));
      if (target.startsWith('..')) continue;
      const [toModule, ...rest] = target.split(path.sep);
      if (toModule === fromModule) continue;
      const entry = rest.join('/');
      if (entry === 'module') continue;
      // A db.ts may point a foreign key at another module's table; a declared read model (a file
      // named *-read-model.ts, docs/decisions.md "Read models") may join other modules' tables.
      if (entry === 'db' && /(^db|-read-model)\.ts$/.test(path.basename(file))) continue;
      // Reference data (countries, ports, currencies, catalogues) is seeded and read-only: a shared
      // kernel every module may join (docs/decisions.md "Modules"); no module writes it.
      if (toModule === 'refdata' && entry === 'db') continue;
      found.add(`${from.split(path.sep).join('/')} -> ${toModule}/${entry}`);
    }
  }
  return [...found].sort();
}

describe('module boundaries', () => {
  it('crosses into another module only through its entry (module.ts)', () => {
    expect(crossings()).toEqual([]);
  });

  it('lets a declared read model read only: no insert, update or delete in a *-read-model.ts', () => {
    const writing = moduleSourceFiles(modulesDir)
      .filter((file) => file.endsWith('-read-model.ts'))
      .filter((file) =>
        /\.(insert|update|delete)\(|\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+\S+\s+set\b/i.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(modulesDir, file));
    expect(writing).toEqual([]);
  });
});
