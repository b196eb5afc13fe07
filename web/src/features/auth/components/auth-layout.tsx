import { Anchor, Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../ui/brand';
import { CheckIcon } from '../../../ui/icons';

/** The authorization area's frame: the product in a sentence on the left, the form on the right. */
export function AuthLayout({ children, width = 460 }: { children: ReactNode; width?: number }) {
  return (
    <div className="auth-page">
      <aside className="auth-aside" aria-label="About Portcall">
        <Anchor component={Link} to="/home" underline="never" aria-label="Portcall home">
          <Brand inverted />
        </Anchor>
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={30} lh={1.25}>
            Port calls and disbursement accounts, settled in one place.
          </Title>
          <List
            spacing="sm"
            c="gray.2"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal.4" variant="filled">
                <CheckIcon size={13} color="#0b2545" />
              </ThemeIcon>
            }
          >
            <List.Item>Appoint port agents and compare their quotations</List.Item>
            <List.Item>Evaluate proforma and final DAs line by line</List.Item>
            <List.Item>Approve and pay through your own workflow</List.Item>
          </List>
        </Stack>
        <Group gap="lg">
          {[
            ['Home', '/home'],
            ['Privacy', '/privacy'],
            ['Terms', '/terms'],
            ['Contact', '/contact'],
          ].map(([label, to]) => (
            <Anchor key={to} component={Link} to={to ?? '/'} c="gray.3" size="sm">
              {label}
            </Anchor>
          ))}
        </Group>
      </aside>
      <main className="auth-content">
        <Box w="100%" maw={width}>
          <Box hiddenFrom="md" mb="xl">
            <Anchor component={Link} to="/home" underline="never" aria-label="Portcall home">
              <Brand />
            </Anchor>
          </Box>
          {children}
          <Text size="xs" c="dimmed" ta="center" mt="xl">
            © {new Date().getFullYear()} Portcall
          </Text>
        </Box>
      </main>
    </div>
  );
}
