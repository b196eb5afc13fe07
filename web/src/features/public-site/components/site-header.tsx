import { Anchor, Box, Burger, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { Brand } from '../../../ui/brand';
import { headerLinks } from './site-links';

export function SiteHeader() {
  const [isOpen, { toggle, close }] = useDisclosure(false);
  return (
    <header className="public-header">
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/home" underline="never" aria-label="Portcall home">
            <Brand />
          </Anchor>
          <Group gap="lg" visibleFrom="md" component="nav" aria-label="Main">
            {headerLinks.map((l) => (
              <Anchor key={l.to} component={NavLink} to={l.to} c="navy.9" fw={500} size="sm" underline="hover">
                {l.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="xs" visibleFrom="sm">
            <Button component={Link} to="/authorization" variant="subtle">
              Log in
            </Button>
            <Button component={Link} to="/authorization/register" color="teal">
              Register
            </Button>
          </Group>
          <Burger opened={isOpen} onClick={toggle} hiddenFrom="md" aria-label="Open menu" />
        </Group>
      </Container>
      <Drawer opened={isOpen} onClose={close} position="right" size={280} title="Menu" hiddenFrom="md">
        <Stack gap="sm" component="nav" aria-label="Main">
          {headerLinks.map((l) => (
            <Anchor key={l.to} component={Link} to={l.to} onClick={close} c="navy.9">
              {l.label}
            </Anchor>
          ))}
          <Box mt="md">
            <Button component={Link} to="/authorization" fullWidth variant="default" onClick={close} mb="xs">
              Log in
            </Button>
            <Button component={Link} to="/authorization/register" fullWidth color="teal" onClick={close}>
              Register
            </Button>
          </Box>
        </Stack>
      </Drawer>
    </header>
  );
}
