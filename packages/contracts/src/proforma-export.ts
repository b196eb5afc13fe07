import { z } from 'zod';
import { ZId } from './fields';

/** proforma/trigger-export-event (operations §7 "Export") and the DA's PDF. */
export const ZProformaExportQuery = z.strictObject({ proformaId: ZId });
export const ZProformaExportEvent = z.object({
  id: z.number(),
  proformaId: z.number(),
  status: z.literal('PENDING'),
  requestedAt: z.string(),
});
export type TProformaExportEvent = z.infer<typeof ZProformaExportEvent>;
