import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  AnchorIcon,
  CalculatorIcon,
  CompassIcon,
  DocumentIcon,
  MessageIcon,
  ScaleIcon,
  ShieldIcon,
  ShipIcon,
  ToolIcon,
} from '../../../ui/icons';
import { usePublishedPageText } from '../api/page-text';

const audiences = [
  {
    icon: ShipIcon,
    title: 'Ship operators and charterers',
    text: 'Plan every port call of your fleet, appoint agents or ask several for a quote, and evaluate their disbursement accounts line by line before you pay.',
  },
  {
    icon: AnchorIcon,
    title: 'Port agents',
    text: 'Receive appointments and requests for quotation in one inbox, submit proforma and final DAs with their documents, and get paid without chasing.',
  },
  {
    icon: ToolIcon,
    title: 'Vendors',
    text: 'Quote and invoice husbandry services and supplies for vessels in port, with the port call and the buyer in front of you.',
  },
] as const;

const flow = [
  { step: '1', title: 'Plan the call', text: 'Vessel, voyage, port, ETA and ETS, laycan and activities.' },
  { step: '2', title: 'Appoint an agent', text: 'Directly, or after comparing quotations from several agents.' },
  {
    step: '3',
    title: 'Evaluate the DA',
    text: 'Verify, split between owner and charterer, approve or send back each expense.',
  },
  { step: '4', title: 'Pay', text: 'Through your approval workflow, with warnings when remittances do not match.' },
] as const;

const features = [
  {
    icon: DocumentIcon,
    title: 'Proforma and final DAs',
    text: 'Port, agency and husbandry expenses, each with its attachments.',
  },
  {
    icon: ScaleIcon,
    title: 'Line-by-line evaluation',
    text: 'Discrepancies, accounting codes and budget checks on every item.',
  },
  { icon: ShipIcon, title: 'Statement of facts', text: 'The timeline of the call, shared and signed by the parties.' },
  {
    icon: MessageIcon,
    title: 'Messages in real time',
    text: 'Every conversation attached to the port call it is about.',
  },
  {
    icon: CalculatorIcon,
    title: 'Cost estimators',
    text: 'Port and husbandry costs estimated from per-port formulas.',
  },
  { icon: CompassIcon, title: 'Port directory', text: 'Terminals, berths and facilities, by vessel type and cargo.' },
  { icon: ShieldIcon, title: 'Verified suppliers', text: 'KYC/KYP and bank-account checks before the first payment.' },
  { icon: AnchorIcon, title: 'Agent ratings', text: 'Scores by criteria from the calls your agents handled.' },
] as const;

const lifecycle = [
  { title: 'Port call planned', text: 'Vessel, voyage, ETA and ETS' },
  { title: 'Agent appointed', text: 'Directly or after quotations' },
  { title: 'Proforma DA submitted', text: 'The estimate, before arrival' },
  { title: 'Final DA evaluated', text: 'Expense by expense, with documents' },
  { title: 'Payment approved', text: 'Through your own workflow' },
] as const;

/** The life of one port call in Portcall: a description of the flow, not sample data. */
function LifecyclePanel() {
  return (
    <Card visibleFrom="md" radius="lg" padding="xl" w={340} className="hero-panel" aria-label="The life of a port call">
      <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="teal.3" mb="md">
        The life of a port call
      </Text>
      <Timeline active={lifecycle.length - 1} bulletSize={22} lineWidth={2} color="teal">
        {lifecycle.map((s) => (
          <Timeline.Item
            key={s.title}
            title={
              <Text c="white" fw={600} size="sm">
                {s.title}
              </Text>
            }
          >
            <Text c="gray.4" size="xs">
              {s.text}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/** /home */
export function HomePage() {
  // An administrator may publish the hero's title and lead, and a text shown under the hero.
  const published = usePublishedPageText('home').data;
  return (
    <>
      <Box className="public-hero" py={{ base: 56, md: 96 }}>
        <Container size="lg">
          <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
            <Stack gap="lg" maw={680}>
              <Badge color="teal" variant="light" size="lg" radius="sm" tt="none" w="fit-content">
                Port calls · Disbursement accounts · Payments
              </Badge>
              <Title order={1} c="white" fz={{ base: 34, md: 52 }} lh={1.1}>
                {published ? published.title : 'Every port call, from appointment to payment, in one place.'}
              </Title>
              <Text c="gray.2" fz={{ base: 'md', md: 'lg' }}>
                {published
                  ? published.lead
                  : 'Portcall connects ship operators with the port agents and vendors who serve their vessels. Quotes, proforma and final disbursement accounts, evaluation and payment move through one shared record of the call.'}
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/authorization/register" size="md" color="teal">
                  Register your company
                </Button>
                <Button component={Link} to="/solutions" size="md" variant="white" color="navy">
                  See how it works
                </Button>
              </Group>
            </Stack>
            <LifecyclePanel />
          </Group>
        </Container>
      </Box>
      {published ? (
        <Container size="lg" pt={{ base: 32, md: 48 }}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server to the toolbar's tags */}
          <div className="site-page-text" dangerouslySetInnerHTML={{ __html: published.body }} />
        </Container>
      ) : null}

      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Title order={2} fz={28} c="navy.9" mb="xs">
          Built for everyone on the call
        </Title>
        <Text c="dimmed" mb="xl" maw={640}>
          One platform, three sides of the same port call, each seeing what is theirs.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {audiences.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder padding="xl">
              <ThemeIcon size={48} radius="md" variant="light" color="navy" mb="md">
                <Icon size={24} />
              </ThemeIcon>
              <Text fw={650} fz="lg" c="navy.9" mb={6}>
                {title}
              </Text>
              <Text c="dimmed" size="sm">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="white" py={{ base: 48, md: 80 }}>
        <Container size="lg">
          <Title order={2} fz={28} c="navy.9" mb="xl">
            How a port call flows
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {flow.map((f) => (
              <Stack key={f.step} gap={6}>
                <ThemeIcon size={36} radius="xl" color="teal">
                  <Text fw={700} c="white">
                    {f.step}
                  </Text>
                </ThemeIcon>
                <Text fw={650} c="navy.9">
                  {f.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {f.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Title order={2} fz={28} c="navy.9" mb="xl">
          What is inside
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {features.map(({ icon: Icon, title, text }) => (
            <Group key={title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon size={34} radius="md" variant="light" color="teal">
                <Icon size={18} />
              </ThemeIcon>
              <div>
                <Text fw={600} c="navy.9" size="sm">
                  {title}
                </Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </Container>

      <Box className="public-band" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Group justify="space-between" gap="lg">
            <div>
              <Title order={2} c="white" fz={26}>
                Ready for your next port call?
              </Title>
              <Text c="gray.3">Registration takes a few minutes for buyers, agents and vendors alike.</Text>
            </div>
            <Group gap="sm">
              <Button component={Link} to="/authorization/register" color="teal" size="md">
                Register
              </Button>
              <Button component={Link} to="/authorization" variant="white" color="navy" size="md">
                Log in
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
    </>
  );
}
