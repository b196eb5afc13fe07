import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_END, GRAPH_START, moduleGraph, renderGraph, tableReads, triggerWrites } from '../platform/modules/graph';
import { createTestApp, type TestApp } from './harness';

const docFile = path.resolve(import.meta.dirname, '../../../docs/architecture.md');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the module graph in docs/architecture.md', () => {
  it('is the one the manifests, read models and triggers draw today (UPDATE_DOCS=1 rewrites it)', async () => {
    const fresh = renderGraph(moduleGraph(t.built, t.modules, tableReads(), await triggerWrites(t.database.db)));
    const doc = fs.readFileSync(docFile, 'utf8');
    const start = doc.indexOf(GRAPH_START);
    const end = doc.indexOf(GRAPH_END) + GRAPH_END.length;
    if (process.env.UPDATE_DOCS === '1') fs.writeFileSync(docFile, doc.slice(0, start) + fresh + doc.slice(end));
    expect(doc.slice(start, end)).toBe(fresh);
  });

  it('names every module of the server', () => {
    const folders = fs.readdirSync(path.resolve(import.meta.dirname, '../modules')).sort();
    expect(t.built.map((b) => b.name).sort()).toEqual(folders);
  });
});
