import type { Db } from '../../platform/db/client';
import type { OperationsScope } from '../../platform/scope/operations-scope';
import type { AccountDirectory } from '../account/module';
import type { VesselLookup } from '../fleet/module';
import { createPortCallAmendService } from './amend-service';
import { createImportedPortCallService } from './imported-service';
import { createPortCallReadService } from './read-service';
import { createPortCallRepo } from './repo';
import { type AppointmentFacts, createPortCallService } from './service';
import { createVoyageService } from './voyage-service';

/** The port-calls module's services, wired once (voyages, port calls, amendments, imported port calls). */
export function createPortCallServices(deps: {
  db: Db;
  vessels: VesselLookup;
  accounts: Pick<AccountDirectory, 'findCompanyById' | 'findProfileById'>;
  appointments: AppointmentFacts;
  scope: OperationsScope;
  clock: () => Date;
}) {
  const { db, scope, clock } = deps;
  const repo = createPortCallRepo(db);
  const portCalls = createPortCallService({ ...deps, repo });
  return {
    voyages: createVoyageService({ db, repo, vessels: deps.vessels, scope, clock }),
    portCalls,
    read: createPortCallReadService({ repo, portCalls, appointments: deps.appointments, scope }),
    amend: createPortCallAmendService({ db, repo, portCalls, appointments: deps.appointments, scope, clock }),
    imported: createImportedPortCallService({ db, repo, vessels: deps.vessels, portCalls, scope, clock }),
  };
}
export type PortCallServices = ReturnType<typeof createPortCallServices>;
