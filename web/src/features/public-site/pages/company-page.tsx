import { Text } from '@mantine/core';
import { ContentPage, Section } from '../components/content-page';

/** /company */
export function CompanyPage() {
  return (
    <ContentPage
      page="company"
      eyebrow="Company"
      title="We make port costs clear"
      lead="Portcall is built by people who have handled port calls from the operator's desk and from the agency's."
    >
      <Section title="Why we exist">
        <Text>
          A single port call involves the operator, the charterer, the agent and several vendors, and most of what
          passes between them is money. When that lives in inboxes, costs are hard to check and slow to pay. We build
          one shared record of the call so that every party sees the same figures and documents.
        </Text>
      </Section>
      <Section title="How we work">
        <Text>
          We keep amounts exact to the cent, keep an audit trail of every change, and show every user only what their
          company is entitled to see. We would rather ship a module later than show numbers we cannot stand behind.
        </Text>
      </Section>
    </ContentPage>
  );
}
