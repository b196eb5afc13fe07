import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The administrator behind a mode-switch request (docs/decisions.md "Mode switch"). The access
 * hooks run the rest of such a request inside this context, so every audit row the request writes
 * names both people without any service passing the administrator along.
 */
const context = new AsyncLocalStorage<{ actingAdminId: number }>();

export function runAsActingAdmin(actingAdminId: number, next: () => void): void {
  context.run({ actingAdminId }, next);
}

export function actingAdminOfRequest(): number | null {
  return context.getStore()?.actingAdminId ?? null;
}
