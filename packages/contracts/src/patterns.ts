/**
 * Patterns of platform-core §5 as plain regular expressions, shared by the schemas in fields.ts and
 * by the web's field rules without loading zod (the login page's fields use them).
 */

/** Letters and digits, 6 to 16 characters; the symbols ! @ # $ % ^ & + = are also allowed. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!@#$%^&+=]{6,16}$/;
/** Two capital letters followed by capitals, digits or spaces. */
export const IBAN_PATTERN = /^[A-Z]{2}[A-Z0-9 ]+$/;
/** An e-mail address: the very pattern of zod's `z.email()` (zod 4), so the web and the server agree. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
