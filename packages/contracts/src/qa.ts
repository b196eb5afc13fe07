import { z } from 'zod';
import { ZId, ZRequiredText } from './fields';

/** Support's QA tasks (operations §7 "QA", issue 25). */
export const ZSetupDemoCompany = z.strictObject({
  firstName: ZRequiredText(60),
  lastName: ZRequiredText(60),
});
export type TSetupDemoCompany = z.infer<typeof ZSetupDemoCompany>;

/** The new demo buyer; the password is shown this once and stored only as a hash. */
export const ZDemoCompany = z.object({
  companyId: z.number(),
  companyName: z.string(),
  profileId: z.number(),
  username: z.string(),
  password: z.string(),
  portCallIds: z.array(z.number()),
  proformaId: z.number(),
});
export type TDemoCompany = z.infer<typeof ZDemoCompany>;

export const ZCloneDa = z.strictObject({ proformaId: ZId, targetCompanyId: ZId });
export type TCloneDa = z.infer<typeof ZCloneDa>;

export const ZClonedDa = z.object({
  proformaId: z.number(),
  appointmentId: z.number(),
  portCallId: z.number(),
  evaluationId: z.number().nullable(),
  status: z.string(),
});
export type TClonedDa = z.infer<typeof ZClonedDa>;
