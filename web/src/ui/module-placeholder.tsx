import { Badge, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import { PageHeader } from './page-header';

export interface ModulePlaceholderProps {
  title: string;
  summary: string;
  plannedContent: readonly string[];
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/**
 * The honest page of a section that is not built yet: what it is for and what it will hold.
 * It shows no sample rows; every figure in the product is real or absent.
 */
export function ModulePlaceholder({ title, summary, plannedContent, eyebrow, children }: ModulePlaceholderProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={summary} eyebrow={eyebrow} />
      <Card withBorder radius="md" padding="xl" maw={760}>
        <Group justify="space-between" mb="sm">
          <Text fw={650} c="navy.9">
            What this module will hold
          </Text>
          <Badge variant="light" color="navy" radius="sm">
            In preparation
          </Badge>
        </Group>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal">
              <CheckIcon size={12} />
            </ThemeIcon>
          }
        >
          {plannedContent.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="lg">
          This module is not available yet. It appears in your navigation because your profile holds access to it.
        </Text>
      </Card>
      {children}
    </Stack>
  );
}
