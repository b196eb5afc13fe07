import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A public content page: a navy band with the title and lead, then the text. */
export function ContentPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <Box className="public-band" py={{ base: 40, md: 64 }}>
        <Container size="md">
          <Stack gap="sm">
            {eyebrow ? (
              <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="teal.3">
                {eyebrow}
              </Text>
            ) : null}
            <Title order={1} c="white" fz={{ base: 30, md: 40 }}>
              {title}
            </Title>
            <Text c="gray.3" fz="lg" maw={680}>
              {lead}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap="lg" className="legal-text">
          {children}
        </Stack>
      </Container>
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz={22} c="navy.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
