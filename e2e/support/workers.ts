import os from 'node:os';

/**
 * How many journey files run at once, each worker on a server and database of its own (so no journey
 * reads rows another worker's journeys wrote): E2E_WORKERS, else two where there are two cores (a
 * journey waits on its browser and server in turn, so two share two cores well: all 48 files passed
 * so, on a machine loaded at 13-15).
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.min(2, os.availableParallelism());
}
