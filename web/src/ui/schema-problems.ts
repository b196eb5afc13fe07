import type { z } from 'zod';

/**
 * Each field's first problem as its contract schema words it (the message catalogue), keyed by the
 * field's path ('amount', 'items.0.amount'); empty when the value passes. Dialogs that do not use a
 * form library validate through this, so they say what the server would.
 */
export function schemaProblems(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  const problems: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      problems[key] ??= issue.message;
    }
  return problems;
}
