import type {
  TAnalysedPort,
  TApiKey,
  TCreatedApiKey,
  TCreatePortCodeMapping,
  TLocation,
  TLocationData,
  TLocationRelatedData,
  TPortCodeMapping,
} from '@portcall/contracts/port-analysis';
import type { TPortDirectoryQuery, TSavePortDetails } from '@portcall/contracts/port-directory';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { PortDirectoryModule } from '../port-directory/module';
import { hashApiKey, newApiKey } from './api-keys';
import type { ApiKeyRow, PortAnalysisRepo } from './repo';

type LocationRow = NonNullable<Awaited<ReturnType<PortAnalysisRepo['findLocation']>>>;

const toLocation = (r: LocationRow): TLocation => ({
  id: r.id,
  type: 'PORT',
  name: r.name,
  unlocode: r.unlocode,
  country: { id: r.countryId, name: r.countryName, alpha2: r.countryAlpha2 },
  lat: r.lat,
  lon: r.lon,
  timezoneId: r.timezoneId,
  isAvailableInPce: r.isAvailableInPce,
});

const toKey = (k: ApiKeyRow): TApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  requestsPerMinute: k.requestsPerMinute,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

export interface PortAnalysisDeps {
  db: Db;
  repo: PortAnalysisRepo;
  directory: Pick<PortDirectoryModule, 'details' | 'search'>;
  /** refdata's port flag (ports.is_available_in_pce). */
  pce: {
    isAvailableInPce(portId: number, tx?: Db): Promise<boolean | undefined>;
    setAvailableInPce(portId: number, state: boolean, tx?: Db): Promise<boolean>;
  };
  clock: () => Date;
}

/**
 * Port analysis (operations §7 "Port analysis service"): countries, locations (ports) and what hangs
 * on them, a port's directory data saved as a whole, and its availability in the port cost estimator.
 * Administrators only (the route declarations); every change is audited in its transaction.
 */
export function createPortAnalysisService(deps: PortAnalysisDeps) {
  const { repo, db } = deps;

  async function requireLocation(id: number) {
    const found = await repo.findLocation(id);
    if (!found) throw notFound();
    return found;
  }

  async function loadPort(portId: number): Promise<TAnalysedPort> {
    const location = await requireLocation(portId);
    const [information, details] = await Promise.all([
      deps.directory.details.information(portId),
      deps.directory.details.load(portId),
    ]);
    return {
      information,
      additional: details.additional,
      harborComplex: details.harborComplex,
      ownFacilities: details.ownFacilities,
      isAvailableInPce: location.isAvailableInPce,
    };
  }

  return {
    listCountries: (name: string | undefined) => repo.listCountries(name),

    /** Ports by name or UN/LOCODE (the directory's search), as locations. */
    async searchLocations(text: string): Promise<TLocation[]> {
      if (!text) return [];
      const page = await deps.directory.search({ name: text, page: 0, size: 20 } as TPortDirectoryQuery);
      const rows = await repo.findLocations(page.items.map((p) => p.id));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return page.items.flatMap((p) => {
        const row = byId.get(p.id);
        return row ? [toLocation(row)] : [];
      });
    },

    async location(id: number): Promise<TLocation> {
      return toLocation(await requireLocation(id));
    },

    async relatedData(id: number): Promise<TLocationRelatedData> {
      const location = await requireLocation(id);
      const [referenceTerminals, details, nearby, mappings] = await Promise.all([
        repo.referenceTerminals(id),
        deps.directory.details.load(id),
        location.lat !== null && location.lon !== null
          ? deps.directory.details.portsNear(id, location.lat, location.lon, 50)
          : [],
        repo.listMappings({ portId: id }),
      ]);
      return {
        location: toLocation(location),
        referenceTerminals,
        harborComplex: details.harborComplex,
        nearbyPorts: nearby.map((n) => ({ ...n, distanceKm: Math.round(n.distanceKm * 10) / 10 })),
        codeMappings: mappings.map((m) => ({ id: m.id, mappingType: m.typeCode, externalCode: m.externalCode })),
      };
    },

    async locationData(type: TLocationData['type'], id: number): Promise<TLocationData> {
      if (type === 'country') {
        const c = await repo.countryData(id);
        if (!c) throw notFound();
        const hasBounds = c.minLat !== null && c.minLon !== null && c.maxLat !== null && c.maxLon !== null;
        return {
          type,
          id: c.id,
          name: c.name,
          lat: hasBounds ? ((c.minLat as number) + (c.maxLat as number)) / 2 : null,
          lon: hasBounds ? ((c.minLon as number) + (c.maxLon as number)) / 2 : null,
          portId: null,
          countryId: c.id,
          bounds: hasBounds
            ? {
                minLat: c.minLat as number,
                minLon: c.minLon as number,
                maxLat: c.maxLat as number,
                maxLon: c.maxLon as number,
              }
            : null,
        };
      }
      if (type === 'port') {
        const p = await requireLocation(id);
        return { type, id, name: p.name, lat: p.lat, lon: p.lon, portId: p.id, countryId: p.countryId, bounds: null };
      }
      const place = await deps.directory.details.place(id, type === 'terminal' ? 'TERMINAL' : 'ANCHORAGE');
      if (!place) throw notFound();
      const port = await requireLocation(place.portId);
      return {
        type,
        id,
        name: place.name,
        lat: place.lat,
        lon: place.lon,
        portId: place.portId,
        countryId: port.countryId,
        bounds: null,
      };
    },

    loadPort,

    async searchPorts(portName: string) {
      if (!portName) return [];
      return (await deps.directory.search({ name: portName, page: 0, size: 20 } as TPortDirectoryQuery)).items;
    },

    /** POST port: the port's directory data saved as a whole (additional information, facilities, places). */
    async savePort(caller: Caller, input: TSavePortDetails): Promise<TAnalysedPort> {
      await requireLocation(input.portId);
      const before = await deps.directory.details.load(input.portId).catch(() => null);
      await db.transaction(async (tx) => {
        await deps.directory.details.save(input, caller.profileId, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'port_directory',
          entityId: String(input.portId),
          action: 'SAVE',
          before: before ? { additional: before.additional, harborComplex: before.harborComplex } : null,
          after: input,
        });
      });
      return loadPort(input.portId);
    },

    /** PATCH port/{id}/available-in-pce?state: whether the port cost estimator offers the port. */
    async setAvailableInPce(caller: Caller, portId: number, state: boolean) {
      await db.transaction(async (tx) => {
        const before = await deps.pce.isAvailableInPce(portId, tx);
        if (before === undefined) throw notFound();
        await deps.pce.setAvailableInPce(portId, state, tx);
        if (before !== state)
          await writeAudit(tx, {
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'port',
            entityId: String(portId),
            action: state ? 'PCE_AVAILABLE' : 'PCE_UNAVAILABLE',
            before: { isAvailableInPce: before },
            after: { isAvailableInPce: state },
          });
      });
      return { portId, isAvailableInPce: state };
    },

    // ---------- estimation-api ----------

    async listMappings(portId: number | undefined): Promise<TPortCodeMapping[]> {
      return (await repo.listMappings({ portId })).map((m) => ({
        id: m.id,
        mappingType: { id: m.typeId, code: m.typeCode, name: m.typeName },
        externalCode: m.externalCode,
        port: { id: m.portId, name: m.portName, unlocode: m.unlocode },
        createdAt: m.createdAt.toISOString(),
      }));
    },

    async createMapping(caller: Caller, input: TCreatePortCodeMapping) {
      if (!(await repo.mappingTypeExists(input.mappingTypeId))) throw new AppError(404, 'PORT_MAPPING_TYPE_NOT_FOUND');
      await requireLocation(input.portId);
      try {
        await db.transaction(async (tx) => {
          const row = await repo.insertMapping({ ...input, createdBy: caller.profileId }, tx);
          await writeAudit(tx, {
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'port_code_mapping',
            entityId: String(row?.id),
            action: 'CREATE',
            before: null,
            after: input,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'PORT_CODE_MAPPING_EXISTS');
        throw error;
      }
      return (await this.listMappings(input.portId)).find(
        (m) => m.mappingType.id === input.mappingTypeId && m.externalCode === input.externalCode,
      ) as TPortCodeMapping;
    },

    async deleteMapping(caller: Caller, id: number) {
      await db.transaction(async (tx) => {
        const row = await repo.deleteMapping(id, tx);
        if (!row) throw notFound();
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'port_code_mapping',
          entityId: String(id),
          action: 'DELETE',
          before: { mappingTypeId: row.mappingTypeId, externalCode: row.externalCode, portId: row.portId },
          after: null,
        });
      });
      return { id };
    },

    listKeys: async (): Promise<TApiKey[]> => (await repo.listKeys()).map(toKey),

    /** A new API key: the answer is the only time the key itself is shown; its SHA-256 is kept. */
    async createKey(caller: Caller, input: { name: string; requestsPerMinute: number }): Promise<TCreatedApiKey> {
      const { key, prefix, hash } = newApiKey();
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertKey(
          {
            name: input.name,
            prefix,
            keyHash: hash,
            requestsPerMinute: input.requestsPerMinute,
            createdBy: caller.profileId,
          },
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'estimation_api_key',
          entityId: String(created.id),
          action: 'CREATE',
          before: null,
          after: { name: input.name, prefix, requestsPerMinute: input.requestsPerMinute },
        });
        return created;
      });
      return { ...toKey(row), key };
    },

    async revokeKey(caller: Caller, id: number): Promise<TApiKey> {
      return db.transaction(async (tx) => {
        const row = await repo.revokeKey(id, deps.clock(), caller.profileId, tx);
        if (!row) {
          const existing = await repo.findKey(id, tx);
          if (!existing) throw notFound();
          return toKey(existing); // already revoked: revoking again changes nothing
        }
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'estimation_api_key',
          entityId: String(id),
          action: 'REVOKE',
          before: { revokedAt: null },
          after: { revokedAt: row.revokedAt?.toISOString() },
        });
        return toKey(row);
      });
    },

    /**
     * The check of the key-authenticated routes: 401 for a missing, unknown or revoked key, 429 past
     * the key's calls per minute. Every accepted call stamps the key's last use.
     */
    async authenticateKey(key: string | undefined) {
      if (!key || key.length > 200) throw new AppError(401, 'API_KEY_INVALID');
      const used = await repo.useKey(hashApiKey(key), deps.clock());
      if (!used) throw new AppError(401, 'API_KEY_INVALID');
      if (used.count > used.limit) throw new AppError(429, 'RATE_LIMITED');
      return used.id;
    },

    /** The port an external system names by its own code (GET .../ports/by-code/{type}/{code}). */
    async portOfCode(typeCode: string, externalCode: string) {
      const portId = await repo.portOfCode(typeCode, externalCode);
      if (portId === undefined) throw notFound();
      return toLocation(await requireLocation(portId));
    },
  };
}
export type PortAnalysisService = ReturnType<typeof createPortAnalysisService>;
