import type { TPortCargo, TPortFacility, TPortSegment } from '@portcall/contracts/port-directory';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
// Reference data is the shared kernel every module may join (docs/architecture.md).
import { ports, terminals } from '../refdata/db';
import { harborComplexPlaces, portDirectoryDetails } from './db';

interface Place {
  name: string;
  lat: number;
  lon: number;
  segments?: TPortSegment[];
  cargos?: TPortCargo[];
  facilities?: TPortFacility[];
  maxDraft?: string;
}
interface PortEntry {
  unlocode: string;
  facilities: TPortFacility[];
  additionalInformation?: string;
  maxDraft?: string;
  maxLoa?: string;
  isPilotageCompulsory?: boolean;
  workingHours?: string;
  terminals: Place[];
  anchorages: Place[];
}

/**
 * Harbor complexes of a few ports, written by hand from public port descriptions (positions rounded
 * to about 0.01 degree; docs/decisions.md "Port directory"). Other ports start with empty lists
 * (operations §3) and are filled in by port analysis.
 */
export const harborComplexData: PortEntry[] = [
  {
    unlocode: 'GRPIR',
    facilities: ['BUNKERS', 'FRESH_WATER', 'TUGS', 'PILOTAGE', 'WASTE_RECEPTION', 'PROVISIONS', 'CREW_CHANGE'],
    additionalInformation:
      'Largest passenger port of Europe and a major container hub. Ship repairs and floating docks in the Perama zone.',
    maxDraft: '18.00',
    isPilotageCompulsory: true,
    workingHours: '24/7',
    terminals: [
      {
        name: 'Piraeus Container Terminal (Piers II and III)',
        lat: 37.955,
        lon: 23.575,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
        maxDraft: '18.00',
      },
      {
        name: 'Container Terminal Pier I',
        lat: 37.952,
        lon: 23.59,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      { name: 'Piraeus Car Terminal', lat: 37.948, lon: 23.605, segments: ['RO_RO'], cargos: ['VEHICLES'] },
      {
        name: 'Piraeus Cruise Terminal',
        lat: 37.937,
        lon: 23.63,
        segments: ['PASSENGER'],
        cargos: ['PASSENGERS'],
      },
      {
        name: 'Perama Ship Repair Zone',
        lat: 37.962,
        lon: 23.56,
        segments: ['TANKER', 'DRY_BULK', 'GENERAL_CARGO'],
        facilities: ['DRYDOCK', 'REPAIRS'],
      },
    ],
    anchorages: [
      { name: 'Piraeus Outer Anchorage', lat: 37.9, lon: 23.58, segments: ['TANKER', 'DRY_BULK', 'CONTAINER'] },
    ],
  },
  {
    unlocode: 'GRFLS',
    facilities: ['BUNKERS', 'FRESH_WATER', 'TUGS', 'PILOTAGE'],
    additionalInformation: 'Refinery jetties and a shipyard with drydocks in the bay of Eleusis.',
    maxDraft: '16.00',
    isPilotageCompulsory: true,
    workingHours: '24/7',
    terminals: [
      {
        name: 'Elefsina Refinery Jetties',
        lat: 38.035,
        lon: 23.565,
        segments: ['TANKER'],
        cargos: ['CRUDE_OIL', 'OIL_PRODUCTS'],
        maxDraft: '16.00',
      },
      {
        name: 'Elefsis Shipyards',
        lat: 38.037,
        lon: 23.532,
        segments: ['TANKER', 'DRY_BULK'],
        facilities: ['DRYDOCK', 'REPAIRS'],
      },
    ],
    anchorages: [{ name: 'Eleusis Bay Anchorage', lat: 38.005, lon: 23.53, segments: ['TANKER', 'DRY_BULK'] }],
  },
  {
    unlocode: 'GRSKA',
    facilities: ['FRESH_WATER', 'TUGS'],
    additionalInformation: 'Naval and merchant shipyard with a large drydock.',
    terminals: [
      {
        name: 'Skaramangas Shipyards',
        lat: 38.0,
        lon: 23.59,
        segments: ['TANKER', 'DRY_BULK', 'OFFSHORE'],
        facilities: ['DRYDOCK', 'REPAIRS'],
      },
    ],
    anchorages: [],
  },
  {
    unlocode: 'GRAGT',
    facilities: ['BUNKERS', 'TUGS', 'PILOTAGE'],
    additionalInformation: 'Refinery sea-line and jetties; tankers only.',
    terminals: [
      {
        name: 'Agioi Theodoroi Refinery Jetties',
        lat: 37.92,
        lon: 23.09,
        segments: ['TANKER'],
        cargos: ['CRUDE_OIL', 'OIL_PRODUCTS'],
      },
    ],
    anchorages: [{ name: 'Agioi Theodoroi Anchorage', lat: 37.9, lon: 23.12, segments: ['TANKER'] }],
  },
  {
    unlocode: 'GRSKG',
    facilities: ['BUNKERS', 'FRESH_WATER', 'TUGS', 'PILOTAGE', 'PROVISIONS'],
    terminals: [
      {
        name: 'Thessaloniki Container Terminal (Pier 6)',
        lat: 40.625,
        lon: 22.915,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Thessaloniki Conventional Port',
        lat: 40.632,
        lon: 22.925,
        segments: ['DRY_BULK', 'GENERAL_CARGO'],
        cargos: ['GRAIN', 'STEEL', 'FERTILISERS', 'GENERAL'],
      },
    ],
    anchorages: [{ name: 'Thessaloniki Anchorage', lat: 40.58, lon: 22.9, segments: ['DRY_BULK', 'CONTAINER'] }],
  },
  {
    unlocode: 'NLRTM',
    facilities: [
      'BUNKERS',
      'FRESH_WATER',
      'TUGS',
      'PILOTAGE',
      'WASTE_RECEPTION',
      'PROVISIONS',
      'CREW_CHANGE',
      'DRYDOCK',
      'REPAIRS',
    ],
    additionalInformation: 'Largest port of Europe; the Maasvlakte handles the deepest-draught ships.',
    maxDraft: '24.00',
    isPilotageCompulsory: true,
    workingHours: '24/7',
    terminals: [
      {
        name: 'ECT Delta Terminal',
        lat: 51.955,
        lon: 4.04,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'ECT Euromax Terminal',
        lat: 51.98,
        lon: 4.045,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'APM Terminals Maasvlakte II',
        lat: 51.965,
        lon: 3.995,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Rotterdam World Gateway',
        lat: 51.97,
        lon: 4.015,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Maasvlakte Olie Terminal',
        lat: 51.955,
        lon: 4.07,
        segments: ['TANKER'],
        cargos: ['CRUDE_OIL'],
        maxDraft: '23.00',
      },
      { name: 'Gate LNG Terminal', lat: 51.97, lon: 4.03, segments: ['GAS'], cargos: ['LNG'] },
      { name: 'EMO Bulk Terminal', lat: 51.945, lon: 4.06, segments: ['DRY_BULK'], cargos: ['COAL', 'IRON_ORE'] },
      {
        name: 'Damen Shiprepair Rotterdam',
        lat: 51.88,
        lon: 4.3,
        segments: ['TANKER', 'DRY_BULK', 'CONTAINER'],
        facilities: ['DRYDOCK', 'REPAIRS'],
      },
    ],
    anchorages: [
      { name: 'Maas Anchorage', lat: 52.03, lon: 3.72, segments: ['TANKER', 'DRY_BULK', 'CONTAINER'] },
      { name: 'Eurogeul Deep-draught Anchorage', lat: 52.0, lon: 3.55, segments: ['TANKER', 'DRY_BULK'] },
    ],
  },
  {
    unlocode: 'SGSIN',
    facilities: [
      'BUNKERS',
      'FRESH_WATER',
      'TUGS',
      'PILOTAGE',
      'WASTE_RECEPTION',
      'PROVISIONS',
      'CREW_CHANGE',
      'DRYDOCK',
      'REPAIRS',
    ],
    additionalInformation: 'The largest bunkering port in the world; anchorages east and west of the city.',
    isPilotageCompulsory: true,
    workingHours: '24/7',
    terminals: [
      {
        name: 'Pasir Panjang Terminal',
        lat: 1.275,
        lon: 103.765,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Tuas Port',
        lat: 1.235,
        lon: 103.63,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Keppel Terminal',
        lat: 1.265,
        lon: 103.835,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      { name: 'Brani Terminal', lat: 1.26, lon: 103.84, segments: ['CONTAINER'], cargos: ['CONTAINERS'] },
      { name: 'Marina Bay Cruise Centre', lat: 1.265, lon: 103.865, segments: ['PASSENGER'], cargos: ['PASSENGERS'] },
      {
        name: 'Jurong Island Tanker Terminals',
        lat: 1.26,
        lon: 103.69,
        segments: ['TANKER', 'GAS'],
        cargos: ['CRUDE_OIL', 'OIL_PRODUCTS', 'CHEMICALS', 'LNG'],
      },
      {
        name: 'Tuas Boulevard Yard',
        lat: 1.29,
        lon: 103.62,
        segments: ['TANKER', 'OFFSHORE', 'GAS'],
        facilities: ['DRYDOCK', 'REPAIRS'],
      },
    ],
    anchorages: [
      { name: 'Eastern Anchorage', lat: 1.27, lon: 103.9, segments: ['TANKER', 'DRY_BULK', 'CONTAINER'] },
      { name: 'Western Anchorage', lat: 1.23, lon: 103.8, segments: ['TANKER', 'DRY_BULK'] },
    ],
  },
  {
    unlocode: 'USHOU',
    facilities: ['BUNKERS', 'FRESH_WATER', 'TUGS', 'PILOTAGE', 'WASTE_RECEPTION'],
    isPilotageCompulsory: true,
    terminals: [
      {
        name: 'Barbours Cut Container Terminal',
        lat: 29.685,
        lon: -95.005,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Bayport Container Terminal',
        lat: 29.615,
        lon: -95.01,
        segments: ['CONTAINER'],
        cargos: ['CONTAINERS'],
        facilities: ['CRANES'],
      },
      {
        name: 'Turning Basin Terminal',
        lat: 29.745,
        lon: -95.28,
        segments: ['GENERAL_CARGO', 'DRY_BULK'],
        cargos: ['STEEL', 'GENERAL'],
      },
      { name: 'Jacintoport Terminal', lat: 29.755, lon: -95.1, segments: ['GENERAL_CARGO'], cargos: ['STEEL'] },
      {
        name: 'Houston Ship Channel Tanker Berths',
        lat: 29.73,
        lon: -95.13,
        segments: ['TANKER', 'GAS'],
        cargos: ['CRUDE_OIL', 'OIL_PRODUCTS', 'CHEMICALS', 'LPG'],
      },
    ],
    anchorages: [
      { name: 'Bolivar Roads Anchorage', lat: 29.35, lon: -94.72, segments: ['TANKER', 'DRY_BULK', 'CONTAINER'] },
    ],
  },
];

const union = <T>(...lists: Array<readonly T[] | undefined>) => [...new Set(lists.flatMap((l) => l ?? []))].sort();

/**
 * Loads the hand-written harbor complexes. Idempotent and respectful of later edits: a port's
 * details row and its places are only inserted when missing, never overwritten.
 */
export async function seedHarborComplexes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const known = await tx
      .select({ id: ports.id, unlocode: ports.unlocode })
      .from(ports)
      .where(
        inArray(
          ports.unlocode,
          harborComplexData.map((p) => p.unlocode),
        ),
      );
    const portIds = new Map(known.map((p) => [p.unlocode, p.id]));
    for (const entry of harborComplexData) {
      const portId = portIds.get(entry.unlocode);
      if (portId === undefined) continue;
      const refTerminals = await tx
        .select({ id: terminals.id, name: terminals.name })
        .from(terminals)
        .where(and(eq(terminals.portId, portId)));
      const places = [
        ...entry.terminals.map((p, i) => ({ ...p, kind: 'TERMINAL' as const, position: i + 1 })),
        ...entry.anchorages.map((p, i) => ({ ...p, kind: 'ANCHORAGE' as const, position: i + 1 })),
      ];
      await tx
        .insert(harborComplexPlaces)
        .values(
          places.map((p) => ({
            portId,
            kind: p.kind,
            terminalId: p.kind === 'TERMINAL' ? (refTerminals.find((t) => t.name === p.name)?.id ?? null) : null,
            name: p.name,
            lat: p.lat,
            lon: p.lon,
            segments: p.segments ?? [],
            cargos: p.cargos ?? [],
            facilities: p.facilities ?? [],
            maxDraftMeters: p.maxDraft ?? null,
            position: p.position,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(portDirectoryDetails)
        .values({
          portId,
          additionalInformation: entry.additionalInformation ?? null,
          maxDraftMeters: entry.maxDraft ?? null,
          maxLoaMeters: entry.maxLoa ?? null,
          isPilotageCompulsory: entry.isPilotageCompulsory ?? null,
          workingHours: entry.workingHours ?? null,
          segments: union(...places.map((p) => p.segments)),
          cargos: union(...places.map((p) => p.cargos)),
          facilities: union(entry.facilities, ...places.map((p) => p.facilities)),
        })
        .onConflictDoNothing();
    }
  });
}
