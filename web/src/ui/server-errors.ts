import { messages } from '@portcall/contracts/messages';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';

/**
 * Puts the server's per-field messages (the `fields` of a 400) under the form's fields.
 * `fields` keys are dotted paths ('phone.countryId', 'portIds.0'); a path inside a known field goes
 * to that field's nested path, an index inside an array field goes to the array. Answers the text
 * for the form as a whole: the catalogue message (or the generic form error, when a field already
 * shows it) plus any field message no field could show.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): string {
  if (!(error instanceof ApiError)) return messages.INTERNAL_ERROR;
  const orphans: string[] = [];
  const shown: string[] = [];
  let isFirst = true;
  for (const [path, message] of Object.entries(error.fields)) {
    const target = fieldFor(path, knownFields);
    if (target) {
      setError(target as FieldPath<T>, { type: 'server', message }, { shouldFocus: isFirst });
      shown.push(message);
      isFirst = false;
    } else orphans.push(message);
  }
  // The form's own line should not repeat what a field already says.
  const headline = shown.includes(error.message) ? messages.VALIDATION_FAILED : error.message;
  return [headline, ...orphans].join(' ');
}

function fieldFor(path: string, knownFields: readonly string[]): string | null {
  if (knownFields.includes(path)) return path;
  const segments = path.split('.');
  const root = segments[0] ?? '';
  if (!knownFields.includes(root)) return null;
  // 'portIds.3' -> 'portIds'; 'phone.countryId' stays nested.
  return segments.slice(1).every((s) => /^\d+$/.test(s)) ? root : path;
}
