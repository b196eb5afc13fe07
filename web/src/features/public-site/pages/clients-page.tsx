import { Text } from '@mantine/core';
import { ContentPage, Section } from '../components/content-page';

/** /clients */
export function ClientsPage() {
  return (
    <ContentPage
      page="clients"
      eyebrow="Clients"
      title="Who works on Portcall"
      lead="Companies on every side of a port call use the same platform, each with its own view and rights."
    >
      <Section title="Ship operators and charterers">
        <Text>
          Operations and finance teams of owners, managers and charterers use Portcall to run their port calls and keep
          disbursement costs under control. Managers, deputies and users each get the modules and rights their role
          needs.
        </Text>
      </Section>
      <Section title="Port agents">
        <Text>
          Agencies of every size receive their appointments and requests through Portcall, submit their DAs with the
          supporting documents, and see where each one stands in the buyer's evaluation.
        </Text>
      </Section>
      <Section title="Vendors">
        <Text>
          Suppliers of husbandry services, provisions, spares and other services in port quote and invoice against the
          port call they serve.
        </Text>
      </Section>
    </ContentPage>
  );
}
