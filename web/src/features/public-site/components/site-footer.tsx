import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useFeatureFlags } from '../../../api/feature-flags';
import { Brand } from '../../../ui/brand';
import { useCookieConsent } from '../../../ui/cookie-consent';
import { footerLinks, siteContact } from './site-links';

const columns = [
  { title: 'Product', paths: ['/home', '/solutions', '/clients', '/faq'] },
  { title: 'Company', paths: ['/company', '/careers', '/articles', '/partnerships', '/contact'] },
  { title: 'Legal', paths: ['/privacy', '/terms', '/cookies'] },
  { title: 'Account', paths: ['/authorization'] },
] as const;

/** The public footer (platform-core §2), with 'Cookie Settings' while cookie consent is on. */
export function SiteFooter() {
  const flags = useFeatureFlags();
  const openCookieSettings = useCookieConsent((s) => s.openSettings);
  const linkFor = (path: string) => footerLinks.find((l) => l.to === path);
  return (
    <footer className="public-footer">
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          <Stack gap="sm">
            <Brand inverted size={26} />
            <Text size="sm" c="gray.4">
              Port calls and disbursement accounts for ship operators, port agents and vendors.
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text size="xs" tt="uppercase" fw={700} lts={0.6} c="gray.5">
                {column.title}
              </Text>
              {column.paths.map((path) => {
                const link = linkFor(path);
                return link ? (
                  <Anchor key={path} component={Link} to={link.to} size="sm">
                    {link.label}
                  </Anchor>
                ) : null;
              })}
              {column.title === 'Legal' && flags.data?.COOKIE_CONSENT ? (
                <UnstyledButton onClick={openCookieSettings} fz="sm" c="#c9d6e8" style={{ textAlign: 'left' }}>
                  Cookie Settings
                </UnstyledButton>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="xl" color="rgba(255,255,255,0.12)" />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.5">
            © {new Date().getFullYear()} Portcall · {siteContact.city}
          </Text>
          <Anchor href={`mailto:${siteContact.email}`} size="sm">
            {siteContact.email}
          </Anchor>
        </Group>
      </Container>
    </footer>
  );
}
