import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { TSitePage } from '@portcall/contracts/admin';
import type { ReactNode } from 'react';
import { usePublishedPageText } from '../api/page-text';

/**
 * A public content page: a navy band with the title and lead, then the text. A page an
 * administrator can edit (`page`) shows the latest published text instead of its built-in one.
 */
export function ContentPage({
  eyebrow,
  page,
  ...builtIn
}: {
  eyebrow?: string;
  page?: TSitePage;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const published = usePublishedPageText(page);
  const text = published.data;
  const title = text ? text.title : builtIn.title;
  const lead = text ? text.lead : builtIn.lead;
  const children = text ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server to the toolbar's tags
    <div className="site-page-text" dangerouslySetInnerHTML={{ __html: text.body }} />
  ) : (
    builtIn.children
  );
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
