import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

// The column shapes every module's tables share (DESIGN §5): one definition, so an amount can never
// be numeric(20,4) in one table and something else in another.

/** An identity primary key, read as a JS number (ids stay far below 2^53). */
export const id = (name = 'id') => bigint(name, { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** A reference to another row's id. */
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** An instant, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money: 4 decimals hold the 3-decimal currencies (KWD, BHD, OMR) exactly; read as a string. */
export const amount = (name: string) => numeric(name, { precision: 20, scale: 4 });
/** An exchange rate. */
export const rate = (name: string) => numeric(name, { precision: 20, scale: 10 });
