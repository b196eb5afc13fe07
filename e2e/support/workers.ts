import os from 'node:os';

/**
 * How many journey files run at once, each worker on a server and database of its own (so no journey
 * reads rows another worker's journeys wrote): E2E_WORKERS, else one per two cores.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, Math.floor(os.availableParallelism() / 2));
}
