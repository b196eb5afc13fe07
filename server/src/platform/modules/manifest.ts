import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Modules } from '../../module-list';
import type { createTokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { DomainEventName, EventBus } from '../events';
import type { FileStorage } from '../files/storage';
import type { JobRunner } from '../jobs/runner';
import type { Mailer } from '../mail/mailer';
import type { createRealtimeHub } from '../realtime';

/** What every module may use without naming it: the process's shared parts, built before any module. */
export interface Platform {
  db: Db;
  database: Database;
  config: Config;
  clock: () => Date;
  files: FileStorage;
  mailer: Mailer;
  jobs: JobRunner;
  realtime: ReturnType<typeof createRealtimeHub>;
  events: EventBus;
  signingKey: Uint8Array;
  tokens: ReturnType<typeof createTokenService>;
  /** Requests a minute per address on login and registration (tests raise it). */
  authRateLimit: number;
  log: FastifyBaseLogger;
  /** Work to undo when the app closes (timers, connections). */
  onClose(close: () => void | Promise<void>): void;
}

export type ModuleName = keyof Modules;

/**
 * A module as the app sees it (issue 42): its name, the modules it needs (by name, typed through
 * `Modules`), the ports of lower modules it fills, and how it is built. `buildModules` builds the
 * manifests in dependency order, hands each only what it declared, and refuses a cycle; the module
 * graph in docs/architecture.md is drawn from the same manifests, so it cannot leave a need out.
 */
export interface ModuleManifest<N extends ModuleName = ModuleName, Needs extends ModuleName = ModuleName> {
  name: N;
  /** One line for the architecture document. */
  summary: string;
  needs: readonly Needs[];
  /**
   * Ports of lower modules this one plugs into (`module.port`): how a lower module asks a higher
   * one without a cycle (the lower module owns the port's type, the higher one provides it).
   */
  fills?: readonly `${ModuleName}.${string}`[];
  build(platform: Platform, needs: Pick<Modules, Needs>): Modules[N] | Promise<Modules[N]>;
  /** Registers request hooks, before any module's routes (they apply to every route). */
  hooks?(app: FastifyInstance, built: Modules[N]): void | Promise<void>;
}

export function defineModule<N extends ModuleName, Needs extends ModuleName = never>(
  manifest: ModuleManifest<N, Needs>,
): ModuleManifest<N, Needs> {
  return manifest;
}

/** A lower module's socket for a higher module's function: filled once, while the app is built. */
export interface Port<T> {
  readonly name: string;
  /** The module that filled it (recorded by `buildModules`). */
  readonly filledBy: string | undefined;
  fill(impl: T): void;
  /** The filled implementation; asking an empty port is a wiring error, said in words. */
  get(): T;
  /**
   * Stands for the implementation before it is filled: each property is looked up on the filled
   * one when used, so the lower module can be handed it while it is built.
   */
  readonly proxy: T;
}

let building: string | undefined;

export function createPort<T>(name: string): Port<T> {
  let impl: T | undefined;
  let filledBy: string | undefined;
  const get = () => {
    if (impl === undefined)
      throw new Error(`port ${name} is not filled: the module that provides it is not part of this app`);
    return impl;
  };
  const proxy = new Proxy({} as object, {
    get(_target, key) {
      const target = get() as Record<string | symbol, unknown>;
      const value = target[key];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as T;
  return {
    proxy,
    name,
    get filledBy() {
      return filledBy;
    },
    fill(value) {
      if (impl !== undefined) throw new Error(`port ${name} is already filled by ${filledBy}`);
      impl = value;
      filledBy = building ?? 'outside a module';
    },
    get,
  };
}

/**
 * The named functions of `source` and nothing else: what a module hands out of one of its repos,
 * so a narrow type is also a narrow object at run time.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = source[key];
      return [key, typeof value === 'function' ? value.bind(source) : value];
    }),
  ) as Pick<T, K>;
}

/** What a module did while built: the graph's jobs and subscriptions come from this, not from prose. */
export interface BuiltModule {
  name: ModuleName;
  needs: readonly ModuleName[];
  fills: readonly string[];
  summary: string;
  jobs: string[];
  subscribes: DomainEventName[];
  ports: string[];
}

/** The order to build `wanted` (and all they need) in: needs first, ties kept in list order. */
export function buildOrder(manifests: readonly ModuleManifest[], wanted?: readonly ModuleName[]): ModuleManifest[] {
  const byName = new Map(manifests.map((m) => [m.name, m]));
  const order: ModuleManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: ModuleName, path: string[]) => {
    const manifest = byName.get(name);
    if (!manifest) throw new Error(`module ${path.at(-1) ?? 'list'} needs "${name}", which has no manifest`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(
        `the modules need each other in a cycle: ${[...path.slice(path.indexOf(name)), name].join(' -> ')}`,
      );
    state.set(name, 'visiting');
    for (const need of manifest.needs) visit(need, [...path, name]);
    state.set(name, 'done');
    order.push(manifest);
  };
  for (const name of wanted ?? manifests.map((m) => m.name)) visit(name, []);
  return order;
}

/**
 * Builds the manifests in dependency order. Each module gets only the modules it declared; the
 * jobs it registers and the events it subscribes to are recorded, and the ports it fills must be
 * the ones it declared (a wiring the manifest does not tell is refused at start, not found later).
 */
export async function buildModules(
  manifests: readonly ModuleManifest[],
  platform: Platform,
  wanted?: readonly ModuleName[],
): Promise<{ modules: Partial<Modules>; built: BuiltModule[] }> {
  const modules: Partial<Record<ModuleName, unknown>> = {};
  const built: BuiltModule[] = [];
  const ports: Port<unknown>[] = [];
  for (const manifest of buildOrder(manifests, wanted)) {
    const record: BuiltModule = {
      name: manifest.name,
      needs: manifest.needs,
      fills: manifest.fills ?? [],
      summary: manifest.summary,
      jobs: [],
      subscribes: [],
      ports: [],
    };
    const own: Platform = {
      ...platform,
      jobs: {
        ...platform.jobs,
        register: ((kind: string, handler: never) => {
          record.jobs.push(kind);
          return platform.jobs.register(kind, handler);
        }) as JobRunner['register'],
      },
      events: {
        ...platform.events,
        subscribe: (name, handler) => {
          record.subscribes.push(name);
          platform.events.subscribe(name, handler);
        },
      },
    };
    const needs = Object.fromEntries(manifest.needs.map((n) => [n, modules[n]])) as never;
    building = manifest.name;
    try {
      const value = await manifest.build(own, needs);
      modules[manifest.name] = value;
      for (const [key, port] of Object.entries(portsOf(value))) {
        record.ports.push(key);
        ports.push(port);
      }
    } finally {
      building = undefined;
    }
    built.push(record);
  }
  const names = new Set(built.map((b) => b.name));
  for (const record of built) {
    const filled = ports.filter((p) => p.filledBy === record.name).map((p) => p.name);
    const declared = record.fills.filter((f) => names.has(f.split('.')[0] as ModuleName));
    const undeclared = filled.filter((f) => !declared.includes(f));
    const missing = declared.filter((f) => !filled.includes(f));
    if (undeclared.length > 0 || missing.length > 0)
      throw new Error(
        `module ${record.name} fills ${JSON.stringify(filled)} but its manifest says ${JSON.stringify(declared)}`,
      );
  }
  return { modules: modules as Partial<Modules>, built };
}

/** A built module's ports: `ports` on what its build returned, named `module.key`. */
function portsOf(value: unknown): Record<string, Port<unknown>> {
  const ports = (value as { ports?: Record<string, Port<unknown>> } | undefined)?.ports ?? {};
  return Object.fromEntries(Object.values(ports).map((p) => [p.name, p]));
}
