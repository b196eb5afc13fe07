import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { type SectionDef, sectionHref } from '../lib/sections';
import { PageHeader } from './page-header';
import { SectionIcon } from './section-icon';

/** The start page of an area: one card per module the profile may open. */
export function AreaOverview({
  title,
  description,
  sections,
  emptyText,
}: {
  title: string;
  description: string;
  sections: readonly SectionDef[];
  emptyText: string;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {sections.length === 0 ? (
        <Card withBorder padding="xl" maw={640}>
          <Text fw={600} c="navy.9" mb={4}>
            No modules yet
          </Text>
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {sections.map((section) => (
            <Card
              key={section.path}
              component={Link}
              to={sectionHref(section)}
              withBorder
              padding="lg"
              className="overview-card"
            >
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon variant="light" color="navy" size={38} radius="md">
                  <SectionIcon path={section.path} size={20} />
                </ThemeIcon>
                <Text fw={650} c="navy.9">
                  {section.title}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {section.summary}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
