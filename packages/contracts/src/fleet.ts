import { z } from 'zod';
import { ZId, ZOptionalText, ZRequiredText } from './fields';
import { messages } from './messages';
import { sortablePageQuery, ZNamedRef, ZQueryBoolean } from './settings';

/**
 * A buyer company's vessels and fleets (DESIGN §6; platform-core §6 SETTINGS_EDIT_VESSEL;
 * operations §7 "GET buyers/{buyerId}/fleets", "buyer-profile/save-vessels").
 */

/**
 * IMO ship identification number: seven digits whose last is a check digit, the sum of the first
 * six weighted 7, 6, 5, 4, 3, 2 taken modulo 10 (IMO Resolution A.1117(30)). Numbers start at
 * 1000000, so a leading zero is never valid.
 */
export function isValidImo(imo: string): boolean {
  if (!/^[1-9]\d{6}$/.test(imo)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(imo[i]) * (7 - i);
  return sum % 10 === Number(imo[6]);
}

/** The check digit of a six-digit IMO stem (seed and test data build valid numbers with it). */
export function imoCheckDigit(stem: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(stem[i]) * (7 - i);
  return sum % 10;
}

/** Accepts "IMO 9074729" or "9074729"; stores the seven digits. */
export const ZImo = z
  .string({ error: messages.REQUIRED_FIELD })
  .transform((v) => v.replace(/^\s*imo\s*/i, '').replace(/\s+/g, ''))
  .refine(isValidImo, messages.INVALID_IMO);

/** What a vessel usually carries; filters and the port-call details show it (operations §3). */
export const commodityTypes = [
  'DRY_BULK',
  'CRUDE_OIL',
  'OIL_PRODUCTS',
  'CHEMICALS',
  'LNG',
  'LPG',
  'CONTAINERS',
  'VEHICLES',
  'GENERAL_CARGO',
  'PROJECT_CARGO',
  'REEFER',
  'LIVESTOCK',
  'PASSENGERS',
  'OTHER',
] as const;
export const ZCommodityType = z.enum(commodityTypes);
export type TCommodityType = z.infer<typeof ZCommodityType>;

export const MAX_DWT = 1_000_000;

export const ZVessel = z.object({
  id: z.number(),
  buyerId: z.number(),
  name: z.string(),
  imo: z.string(),
  vesselType: ZNamedRef,
  vesselSize: ZNamedRef.nullable(),
  /** Deadweight in metric tonnes. */
  dwt: z.number().int(),
  commodityType: ZCommodityType,
  isActive: z.boolean(),
  deactivatedAt: z.string().nullable(),
  fleets: z.array(ZNamedRef),
});
export type TVessel = z.infer<typeof ZVessel>;

export const vesselSortProperties = ['name', 'imo', 'dwt', 'createdAt'] as const;
export const ZVesselsQuery = z.strictObject({
  ...sortablePageQuery(vesselSortProperties),
  name: z.string().trim().max(100).optional(),
  imo: z.string().trim().max(16).optional(),
  vesselTypeId: ZId.optional(),
  fleetId: ZId.optional(),
  isActive: ZQueryBoolean.optional(),
});
export type TVesselsQuery = z.infer<typeof ZVesselsQuery>;

const vesselFields = {
  name: ZRequiredText(100),
  imo: ZImo,
  vesselTypeId: z.number({ error: messages.REQUIRED_FIELD }).int().positive(),
  vesselSizeId: ZId.nullable().default(null),
  dwt: z
    .number({ error: messages.REQUIRED_FIELD })
    .int(messages.POSITIVE_NUMBER)
    .positive(messages.POSITIVE_NUMBER)
    .max(MAX_DWT, messages.MAX_AMOUNT.replace('{n}', String(MAX_DWT))),
  commodityType: ZCommodityType,
};
export const ZVesselCreate = z.strictObject(vesselFields);
/** Saving with isActive false deactivates: the vessel stays on past port calls, leaves pickers. */
export const ZVesselSave = z.strictObject({ id: ZId, ...vesselFields, isActive: z.boolean() });
export type TVesselCreate = z.infer<typeof ZVesselCreate>;
export type TVesselSave = z.infer<typeof ZVesselSave>;

export const ZFleet = z.object({
  id: z.number(),
  buyerId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  vessels: z.array(z.object({ id: z.number(), name: z.string(), imo: z.string(), isActive: z.boolean() })),
});
export type TFleet = z.infer<typeof ZFleet>;
export const ZFleetsQuery = z.strictObject({ isActive: ZQueryBoolean.optional() });
export const ZFleetParams = z.strictObject({ buyerId: ZId, fleetId: ZId });

export const ZFleetCreate = z.strictObject({
  name: ZRequiredText(100),
  description: ZOptionalText(500),
  vesselIds: z.array(ZId).max(1000).default([]),
  isActive: z.boolean().default(true),
});
export const ZFleetPatch = z
  .strictObject({
    name: ZRequiredText(100).optional(),
    description: ZOptionalText(500),
    vesselIds: z.array(ZId).max(1000).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), messages.NOTHING_TO_CHANGE);
export type TFleetCreate = z.infer<typeof ZFleetCreate>;
export type TFleetPatch = z.infer<typeof ZFleetPatch>;

/** POST buyer-profile/save-vessels: the vessels a profile looks after, replaced as a whole. */
export const ZSaveProfileVessels = z.strictObject({ profileId: ZId, vesselIds: z.array(ZId).max(1000).default([]) });
export type TSaveProfileVessels = z.infer<typeof ZSaveProfileVessels>;
export const ZProfileVessels = z.object({
  profileId: z.number(),
  vessels: z.array(z.object({ id: z.number(), name: z.string(), imo: z.string() })),
});
export type TProfileVessels = z.infer<typeof ZProfileVessels>;
