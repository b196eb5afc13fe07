import { describe, expect, it } from 'vitest';
import { manifests } from '../../module-list';
import { createTestApp } from '../../test/harness';
import { buildModules, buildOrder, createPort, defineModule, type ModuleManifest, type Platform } from './manifest';

// Manifests of made-up modules borrow real names: the names are typed, the builds are ours.
const fake = (name: string, needs: string[], build: ModuleManifest['build'] = () => ({}) as never) =>
  ({ name, summary: name, needs, build }) as unknown as ModuleManifest;

describe('buildOrder', () => {
  it('builds what a module needs before it, whatever the order of the list', () => {
    const order = buildOrder([
      fake('payments', ['evaluations']),
      fake('evaluations', ['account']),
      fake('account', []),
    ]);
    expect(order.map((m) => m.name)).toEqual(['account', 'evaluations', 'payments']);
  });

  it('refuses a cycle, naming the modules in it', () => {
    expect(() =>
      buildOrder([fake('account', ['settings']), fake('settings', ['fleet']), fake('fleet', ['account'])]),
    ).toThrow('the modules need each other in a cycle: account -> settings -> fleet -> account');
  });

  it('refuses a need no manifest provides', () => {
    expect(() => buildOrder([fake('account', ['refdata'])])).toThrow(
      'module account needs "refdata", which has no manifest',
    );
  });

  it('builds only the wanted modules and what they need', () => {
    const order = buildOrder(manifests, ['kyp']);
    expect(order.map((m) => m.name)).toEqual(['refdata', 'account', 'kyp']);
  });

  it('orders the whole server without a cycle', () => {
    expect(buildOrder(manifests)).toHaveLength(manifests.length);
  });
});

describe('ports', () => {
  const platform = {} as Platform;

  it('refuses a module that fills a port its manifest does not declare', async () => {
    const port = createPort<{ hello(): string }>('account.greeting');
    const lower = fake('account', [], () => ({ ports: { greeting: port } }) as never);
    const higher = fake('settings', ['account'], (_p, needs) => {
      (needs as unknown as { account: { ports: { greeting: typeof port } } }).account.ports.greeting.fill({
        hello: () => 'hi',
      });
      return {} as never;
    });
    await expect(buildModules([lower, higher], platform)).rejects.toThrow(
      'module settings fills ["account.greeting"] but its manifest says []',
    );
  });

  it('hands the lower module a stand-in that answers once the higher module filled it', async () => {
    const port = createPort<{ hello(): string }>('account.greeting');
    const lower = defineModule({ ...fake('account', []), build: () => ({ ports: { greeting: port } }) as never });
    const higher = {
      ...fake('settings', ['account']),
      fills: ['account.greeting'],
      build: () => {
        port.fill({ hello: () => 'hi' });
        return {} as never;
      },
    } as ModuleManifest;
    const { built } = await buildModules([lower, higher], platform);
    expect(port.proxy.hello()).toBe('hi');
    expect(port.filledBy).toBe('settings');
    expect(built.find((b) => b.name === 'account')?.ports).toEqual(['account.greeting']);
  });

  it('says which port is empty when a module asks one nobody filled', () => {
    const port = createPort<{ hello(): string }>('account.greeting');
    expect(() => port.proxy.hello()).toThrow(
      'port account.greeting is not filled: the module that provides it is not part of this app',
    );
  });
});

describe('createTestApp({ modules })', () => {
  it('serves the routes of the modules built and answers 404 for the others', async () => {
    const t = await createTestApp({ modules: ['kyp'] });
    try {
      expect(Object.keys(t.modules).sort()).toEqual(['account', 'auth', 'kyp', 'refdata']);
      // Unauthenticated: a route that exists asks for a session, one that does not is not found.
      const kyp = await t.app.inject({ method: 'GET', url: '/da-app/secured/kyp-verifications' });
      expect(kyp.statusCode).toBe(401);
      const payments = await t.app.inject({ method: 'GET', url: '/da-app/secured/financial/payments' });
      expect(payments.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
