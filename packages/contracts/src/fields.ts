import { z } from 'zod';
import { messages } from './messages';

/**
 * Field rules of platform-core §5, shared by the server's request schemas and the web's forms,
 * so a message a user reads in a field is the one the server would answer with.
 */

/** Letters and digits, 6 to 16 characters; the symbols ! @ # $ % ^ & + = are also allowed. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&+=]{6,16}$/;
/** Two capital letters followed by capitals, digits or spaces. */
export const IBAN_PATTERN = /^[A-Z]{2}[A-Z0-9 ]+$/;

export const ZRequiredText = (max = 255) =>
  z
    .string({ error: messages.REQUIRED_FIELD })
    .trim()
    .min(1, messages.REQUIRED_FIELD)
    .max(max, messages.MAX_LENGTH.replace('{n}', String(max)));

export const ZOptionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, messages.MAX_LENGTH.replace('{n}', String(max)))
    .optional();

export const ZEmail = z
  .string({ error: messages.REQUIRED_FIELD })
  .trim()
  .min(1, messages.REQUIRED_FIELD)
  .max(254, messages.MAX_LENGTH.replace('{n}', '254'))
  .pipe(z.email({ error: messages.INVALID_EMAIL_FIELD }));

export const ZPassword = z
  .string({ error: messages.REQUIRED_FIELD })
  .regex(PASSWORD_PATTERN, messages.INVALID_PASSWORD);

export const ZIban = z.string({ error: messages.REQUIRED_FIELD }).regex(IBAN_PATTERN, messages.INVALID_IBAN);

/** Numeric ids of rows (see docs/decisions.md: ids are bigint identities, safe below 2^53). */
export const ZId = z.coerce.number({ error: messages.REQUIRED_FIELD }).int().positive().max(Number.MAX_SAFE_INTEGER);

/** Phone value (platform-core §3): countryId is the prefix's country, number the digits. */
export const ZPhone = z.object({
  countryId: z.number({ error: messages.PHONE_PREFIX_REQUIRED }).int().positive(),
  number: z
    .string({ error: messages.REQUIRED_FIELD })
    .trim()
    .min(1, messages.REQUIRED_FIELD)
    .regex(/^[0-9 ()-]{4,20}$/, messages.INVALID_PHONE_NUMBER),
});
export type TPhone = z.infer<typeof ZPhone>;

/** Reference data option (platform-core §3): label is the name, value the id as text. */
export const ZOption = z.object({ label: z.string(), value: z.string() });
export type TOption = z.infer<typeof ZOption>;
