import {
  PORT_FUNCTIONS,
  type TCountryRef,
  type THarborComplex,
  type THarborComplexPlace,
  type TPortAdditionalInformation,
  type TPortDirectoryFilters,
  type TPortDirectoryPage,
  type TPortDirectoryQuery,
  type TPortDirectoryRow,
  type TPortHeader,
  type TPortInformation,
  type TPortOverview,
  type TPortPromptAnswer,
  type TPortSupplier,
  type TSavePortDetails,
} from '@portcall/contracts/port-directory';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { DirectoryReadModel, DirectorySearch } from './directory-read-model';
import { foldText, type ParserCountry, parsePortPrompt } from './prompt-parser';
import type { DetailsRow, PlaceRow, PortDirectoryRepo } from './repo';

type Row = Awaited<ReturnType<DirectoryReadModel['search']>>['rows'][number];

const toRow = (r: Row): TPortDirectoryRow => ({
  id: r.id,
  name: r.name,
  unlocode: r.unlocode,
  country: { id: r.countryId, name: r.countryName, alpha2: r.countryAlpha2 },
  harborSize: r.harborSize,
  segments: (r.segments ?? []) as TPortDirectoryRow['segments'],
  facilities: (r.facilities ?? []) as TPortDirectoryRow['facilities'],
  supplierCount: r.supplierCount,
});

const toPlace = (p: PlaceRow): THarborComplexPlace => ({
  id: p.id,
  name: p.name,
  lat: p.lat,
  lon: p.lon,
  segments: p.segments as THarborComplexPlace['segments'],
  cargos: p.cargos as THarborComplexPlace['cargos'],
  facilities: p.facilities as THarborComplexPlace['facilities'],
  maxDraftMeters: p.maxDraftMeters,
});

/** The UN/LOCODE function string ('1-34----') as names: position n set means function n. */
export function decodeFunctions(code: string | null): TPortInformation['functions'] {
  if (!code) return [];
  return PORT_FUNCTIONS.filter((_, i) => (code[i] ?? '-') !== '-' && code[i] !== '0');
}

function localTimeIn(timezoneId: string | null, now: Date): string | null {
  if (!timezoneId) return null;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: timezoneId, hour: '2-digit', minute: '2-digit' }).format(now);
  } catch {
    return null;
  }
}

const union = (...lists: Array<readonly string[]>) => [...new Set(lists.flat())].sort();

/** What the name filter searches: the folded text, and the text as a UN/LOCODE prefix when it can be one. */
function nameSearch(name: string | undefined): Pick<DirectorySearch, 'searchName' | 'locode'> {
  if (!name) return {};
  const searchName = foldText(name);
  const code = name.trim().toUpperCase();
  return { searchName: searchName || undefined, locode: /^[A-Z]{2}[A-Z0-9]{0,3}$/.test(code) ? code : null };
}

/**
 * The port directory: search (structured or by prompt), and a port's header, information,
 * additional information, suppliers, harbor complex and overview. Ports are reference data every
 * holder of the module may read, so there is no company scope; an unknown port is 404.
 */
export function createPortDirectoryService(deps: {
  readModel: DirectoryReadModel;
  repo: PortDirectoryRepo;
  db: Db;
  clock: () => Date;
}) {
  const { readModel, repo } = deps;
  let countryCache: ParserCountry[] | undefined;
  const parserCountries = async () => {
    countryCache ??= await readModel.countries();
    return countryCache;
  };

  async function search(query: TPortDirectoryQuery): Promise<TPortDirectoryPage> {
    const { page, size, name, ...rest } = query;
    const { rows, total } = await readModel.search({ ...rest, ...nameSearch(name) }, { page, size });
    return { items: rows.map(toRow), page, size, total };
  }

  async function requirePort(portId: number) {
    const found = await readModel.findPort(portId);
    if (!found) throw notFound();
    return found;
  }

  const countryOf = (found: NonNullable<Awaited<ReturnType<DirectoryReadModel['findPort']>>>): TCountryRef => ({
    id: found.port.countryId,
    name: found.countryName,
    alpha2: found.countryAlpha2,
  });

  return {
    search,

    /** GET port/{portName}: up to 20 ports whose name (any word) or UN/LOCODE starts so. */
    async byName(portName: string): Promise<TPortDirectoryRow[]> {
      const { rows } = await readModel.search(nameSearch(portName), { page: 0, size: 20 });
      return rows.map(toRow);
    },

    /**
     * POST ai/port/search: the prompt read into filters by the deterministic parser, then searched.
     * Words the vocabulary did not explain are tried together as a port name ("container terminals
     * in rotterdam"); if no port carries that name they stay reported as unknown.
     */
    async searchByPrompt(prompt: string): Promise<TPortPromptAnswer> {
      const parsed = parsePortPrompt(prompt, await parserCountries());
      const filters: TPortDirectoryFilters = { ...parsed.filters };
      let { understood, unknownWords } = parsed;
      if (!filters.name && unknownWords.length > 0) {
        const candidate = unknownWords.join(' ');
        const named = await readModel.search(nameSearch(candidate), { page: 0, size: 1 });
        if (named.total > 0) {
          filters.name = candidate;
          understood = [
            ...understood,
            { kind: 'name', value: candidate, label: `Name: ${candidate}`, text: candidate },
          ];
          unknownWords = [];
        }
      }
      const result = await search({ ...filters, page: 0, size: 10 });
      return { prompt, filters, understood, unknownWords, result };
    },

    async header(portId: number): Promise<TPortHeader> {
      const found = await requirePort(portId);
      const { port } = found;
      return {
        id: port.id,
        name: port.name,
        unlocode: port.unlocode,
        country: countryOf(found),
        subdivision: port.subdivision,
        harborSize: port.harborSize,
        timezoneId: port.timezoneId,
        localTime: localTimeIn(port.timezoneId, deps.clock()),
      };
    },

    async information(portId: number): Promise<TPortInformation> {
      const found = await requirePort(portId);
      const { port } = found;
      return {
        id: port.id,
        name: port.name,
        nameAscii: port.nameAscii,
        unlocode: port.unlocode,
        country: countryOf(found),
        subdivision: port.subdivision,
        lat: port.lat,
        lon: port.lon,
        timezoneId: port.timezoneId,
        harborSize: port.harborSize,
        functions: decodeFunctions(port.functionCodes),
        isActive: port.isActive,
        terminalCount: found.terminalCount,
      };
    },

    async additionalInformation(portId: number): Promise<TPortAdditionalInformation> {
      await requirePort(portId);
      return additionalOf(portId, await repo.findDetails(portId));
    },

    async suppliers(portId: number): Promise<TPortSupplier[]> {
      await requirePort(portId);
      return (await readModel.suppliersAt(portId)).map((s) => ({ ...s, type: s.type as TPortSupplier['type'] }));
    },

    /** operations §3: every list present, empty by default; the filters narrow the places. */
    async harborComplex(portId: number, filter: { segment?: string; cargo?: string; facility?: string }) {
      await requirePort(portId);
      const [details, places] = await Promise.all([repo.findDetails(portId), repo.listPlaces(portId, filter)]);
      return harborComplexOf(details, places);
    },

    async overview(portId: number): Promise<TPortOverview> {
      const found = await requirePort(portId);
      const { port } = found;
      const [details, places, supplierCount, nearby] = await Promise.all([
        repo.findDetails(portId),
        repo.listPlaces(portId),
        readModel.supplierCount(portId),
        port.lat !== null && port.lon !== null ? readModel.portsNear(portId, port.lat, port.lon, 50) : [],
      ]);
      return {
        header: {
          id: port.id,
          name: port.name,
          unlocode: port.unlocode,
          country: countryOf(found),
          subdivision: port.subdivision,
          harborSize: port.harborSize,
          timezoneId: port.timezoneId,
          localTime: localTimeIn(port.timezoneId, deps.clock()),
        },
        lat: port.lat,
        lon: port.lon,
        supplierCount,
        terminalCount: places.filter((p) => p.kind === 'TERMINAL').length,
        anchorageCount: places.filter((p) => p.kind === 'ANCHORAGE').length,
        segments: (details?.segments ?? []) as TPortOverview['segments'],
        facilities: (details?.facilities ?? []) as TPortOverview['facilities'],
        isAvailableInPce: port.isAvailableInPce,
        nearbyPorts: nearby.map((n) => ({ ...n, distanceKm: Math.round(n.distanceKm * 10) / 10 })),
      };
    },

    /**
     * Port analysis saves what the directory shows of a port: its additional information, its own
     * facilities and its harbor complex places. The details' code arrays are kept the union of the
     * port's and its places', which is what the directory search filters on. The caller has checked
     * the port exists (everything here runs on its transaction).
     */
    async savePortDetails(input: TSavePortDetails, profileId: number, tx: Db) {
      const places = [
        ...input.terminals.map((p) => ({ ...p, kind: 'TERMINAL' as const })),
        ...input.anchorages.map((p) => ({ ...p, kind: 'ANCHORAGE' as const })),
      ];
      await repo.replacePlaces(
        input.portId,
        places.map((p) => ({
          ...(p.id === undefined ? {} : { id: p.id }),
          kind: p.kind,
          name: p.name,
          lat: p.lat,
          lon: p.lon,
          segments: p.segments,
          cargos: p.cargos,
          facilities: p.facilities,
          maxDraftMeters: p.maxDraftMeters,
        })),
        tx,
      );
      await repo.upsertDetails(
        {
          portId: input.portId,
          additionalInformation: input.additionalInformation,
          maxDraftMeters: input.maxDraftMeters,
          maxLoaMeters: input.maxLoaMeters,
          isPilotageCompulsory: input.isPilotageCompulsory,
          workingHours: input.workingHours,
          segments: union(...places.map((p) => p.segments)),
          cargos: union(...places.map((p) => p.cargos)),
          facilities: union(input.facilities, ...places.map((p) => p.facilities)),
          updatedAt: deps.clock(),
          updatedBy: profileId,
        },
        tx,
      );
    },

    /** What port analysis shows of a port's directory data (inside its transaction when given). */
    async portDetails(portId: number, tx?: Db) {
      const [details, places] = await Promise.all([repo.findDetails(portId, tx), repo.listPlaces(portId, {}, tx)]);
      return {
        additional: additionalOf(portId, details),
        harborComplex: harborComplexOf(details, places),
        ownFacilities: (details?.facilities ?? []).filter(
          (f) => !places.some((p) => p.facilities.includes(f)),
        ) as THarborComplex['facilities'],
      };
    },
  };
}
export type PortDirectoryService = ReturnType<typeof createPortDirectoryService>;

function additionalOf(portId: number, details: DetailsRow | undefined): TPortAdditionalInformation {
  return {
    portId,
    text: details?.additionalInformation ?? null,
    maxDraftMeters: details?.maxDraftMeters ?? null,
    maxLoaMeters: details?.maxLoaMeters ?? null,
    isPilotageCompulsory: details?.isPilotageCompulsory ?? null,
    workingHours: details?.workingHours ?? null,
    updatedAt: details?.updatedAt?.toISOString() ?? null,
  };
}

function harborComplexOf(details: DetailsRow | undefined, places: PlaceRow[]): THarborComplex {
  return {
    segments: (details?.segments ?? []) as THarborComplex['segments'],
    cargos: (details?.cargos ?? []) as THarborComplex['cargos'],
    facilities: (details?.facilities ?? []) as THarborComplex['facilities'],
    harborComplexTerminals: places.filter((p) => p.kind === 'TERMINAL').map(toPlace),
    harborComplexAnchorages: places.filter((p) => p.kind === 'ANCHORAGE').map(toPlace),
  };
}
