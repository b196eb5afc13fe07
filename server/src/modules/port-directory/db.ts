import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { ports, terminals } from '../refdata/db';

const codes = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const meters = (name: string) => numeric(name, { precision: 6, scale: 2 });

/**
 * What the directory knows of a port beyond reference data: the additional information an
 * administrator keeps (port analysis) and the harbor complex's segments, cargoes and facilities.
 * The three code arrays are the union of the port's own and its places' (kept so by the service), so
 * a directory search filters one row per port (GIN indexes).
 */
export const portDirectoryDetails = pgTable(
  'port_directory_details',
  {
    portId: bigint('port_id', { mode: 'number' })
      .primaryKey()
      .references(() => ports.id, { onDelete: 'cascade' }),
    additionalInformation: text('additional_information'),
    maxDraftMeters: meters('max_draft_meters'),
    maxLoaMeters: meters('max_loa_meters'),
    isPilotageCompulsory: boolean('is_pilotage_compulsory'),
    workingHours: text('working_hours'),
    segments: codes('segments'),
    cargos: codes('cargos'),
    facilities: codes('facilities'),
    updatedAt: at('updated_at'),
    updatedBy: ref('updated_by'),
  },
  (t) => [
    index('port_directory_details_segments_idx').using('gin', t.segments),
    index('port_directory_details_cargos_idx').using('gin', t.cargos),
    index('port_directory_details_facilities_idx').using('gin', t.facilities),
  ],
);

/** A terminal or an anchorage of a port's harbor complex, at its reference coordinates. */
export const harborComplexPlaces = pgTable(
  'harbor_complex_places',
  {
    id: id(),
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['TERMINAL', 'ANCHORAGE'] }).notNull(),
    /** The reference-data terminal it describes, when there is one. */
    terminalId: bigint('terminal_id', { mode: 'number' }).references(() => terminals.id),
    name: text('name').notNull(),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    segments: codes('segments'),
    cargos: codes('cargos'),
    facilities: codes('facilities'),
    maxDraftMeters: meters('max_draft_meters'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('harbor_complex_places_port_kind_name_unique').on(t.portId, t.kind, t.name),
    index('harbor_complex_places_port_idx').on(t.portId),
  ],
);

/**
 * Counts the directory's unfiltered search would otherwise recount on every page (17,500 ports, 2-3 ms
 * of SQL): one row, kept exact by triggers on `ports` (migration 0040) in the writing transaction.
 */
export const portDirectoryTotals = pgTable('port_directory_totals', {
  id: integer('id').primaryKey(),
  activePorts: integer('active_ports').notNull(),
});
