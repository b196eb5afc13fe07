import { List, Text } from '@mantine/core';
import { ContentPage, Section } from '../components/content-page';

/** /privacy */
export function PrivacyPage() {
  return (
    <ContentPage
      page="privacy"
      eyebrow="Legal"
      title="Privacy policy"
      lead="Which personal data Portcall processes, why, and for how long."
    >
      <Section title="What we process">
        <List spacing={4}>
          <List.Item>Your name, business e-mail, phone, company, department and role</List.Item>
          <List.Item>
            What you do in the platform: log-ins and changes to port calls, DAs and payments (the audit trail)
          </List.Item>
          <List.Item>Documents you or your counterparties attach to a port call</List.Item>
        </List>
      </Section>
      <Section title="Why">
        <Text>
          To run the service your company contracted: show each port call to its parties, route appointments, DAs and
          payments, keep the audit trail your company needs, and keep the platform secure.
        </Text>
      </Section>
      <Section title="Who sees it">
        <Text>
          Your company, and the counterparties of the port calls you work on, for those calls only. We do not sell
          personal data and we do not use it for advertising.
        </Text>
      </Section>
      <Section title="Your rights">
        <Text>
          You can ask for a copy of your personal data, its correction or its deletion where the law allows. Write to
          our support address; we answer within one month.
        </Text>
      </Section>
    </ContentPage>
  );
}
