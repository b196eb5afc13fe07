import { Center, Loader } from '@mantine/core';

export function FullPageSpinner() {
  return (
    <Center h="100vh">
      <Loader role="status" aria-label="Switching profile" />
    </Center>
  );
}
