import { Alert } from '@mantine/core';

/** The form-wide message of a failed save (the catalogue text, plus what no field could show). */
export function FormErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
