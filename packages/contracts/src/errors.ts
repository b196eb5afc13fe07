import { z } from 'zod';

/** The error body every failed call answers with (DESIGN §5). */
export const ZErrorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
