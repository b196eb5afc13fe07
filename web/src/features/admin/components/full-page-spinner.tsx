import { Center, Loader } from '@mantine/core';

export function FullPageSpinner() {
  return (
    <Center h="100vh">
      <Loader aria-label="Switching profile" />
    </Center>
  );
}
