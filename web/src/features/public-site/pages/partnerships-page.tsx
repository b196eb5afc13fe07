import { Anchor, List, Text } from '@mantine/core';
import { ContentPage, Section } from '../components/content-page';
import { siteContact } from '../components/site-links';

/** /partnerships */
export function PartnershipsPage() {
  return (
    <ContentPage
      page="partnerships"
      eyebrow="Partnerships"
      title="Connect your system to Portcall"
      lead="Port calls rarely start in Portcall, and payments rarely end there. We connect with the systems around them."
    >
      <Section title="What we connect with">
        <List spacing={4}>
          <List.Item>Voyage and chartering systems, to import port calls</List.Item>
          <List.Item>Accounting and ERP systems, to post approved DAs and payments</List.Item>
          <List.Item>Task-flow and approval tools used by finance teams</List.Item>
        </List>
      </Section>
      <Section title="Talk to us">
        <Text>
          Write to <Anchor href={`mailto:${siteContact.partnersEmail}`}>{siteContact.partnersEmail}</Anchor> with the
          system you would like to connect and how your customers use it.
        </Text>
      </Section>
    </ContentPage>
  );
}
