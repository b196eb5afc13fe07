import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AnchorIcon, ShipIcon, ToolIcon } from '../../../ui/icons';
import { AuthLayout } from '../components/auth-layout';

const kinds = [
  {
    to: '/authorization/register/buyer',
    title: 'Ship operator or charterer',
    text: 'Plan port calls, appoint agents, evaluate and pay disbursement accounts.',
    icon: ShipIcon,
  },
  {
    to: '/authorization/register/agent',
    title: 'Port agent',
    text: 'Receive appointments and requests for quotation, submit proforma and final DAs.',
    icon: AnchorIcon,
  },
  {
    to: '/authorization/register/vendor',
    title: 'Vendor or supplier',
    text: 'Quote and invoice husbandry services and supplies for vessels in port.',
    icon: ToolIcon,
  },
] as const;

/** /authorization/register: which kind of company is registering. */
export function RegisterPage() {
  return (
    <AuthLayout width={560}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26} c="navy.9">
            Register your company
          </Title>
          <Text c="dimmed" size="sm">
            Choose what your company does on Portcall.
          </Text>
        </div>
        <SimpleGrid cols={1} spacing="sm">
          {kinds.map(({ to, title, text, icon: Icon }) => (
            <Card key={to} component={Link} to={to} withBorder padding="lg" className="overview-card">
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" color="navy">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={650} c="navy.9">
                    {title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" ta="center">
          Already registered?{' '}
          <Anchor component={Link} to="/authorization" fw={600}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
