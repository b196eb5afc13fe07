import { List, Text } from '@mantine/core';
import { ContentPage, Section } from '../components/content-page';

/** /solutions */
export function SolutionsPage() {
  return (
    <ContentPage
      page="solutions"
      eyebrow="Solutions"
      title="One record of the port call, shared by everyone on it"
      lead="Portcall replaces the e-mail threads and spreadsheets around a port call with one shared, audited record."
    >
      <Section title="DA tool">
        <Text>
          Plan port calls with vessel, voyage, port, ETA/ETS, laycan and activities. Appoint an agent directly or send
          requests for quotation to several and compare their answers. Agents submit proforma DAs before the call and
          final DAs with invoices after it, each split into port, agency and husbandry expenses.
        </Text>
      </Section>
      <Section title="Evaluation and approval">
        <List spacing={4}>
          <List.Item>Verify, approve, reject or send back every expense</List.Item>
          <List.Item>Split an expense between owner and charterer, with discrepancy type and amount</List.Item>
          <List.Item>Assign accounting codes and check the budget before committing</List.Item>
          <List.Item>Compare a final DA with the proformas it relates to</List.Item>
        </List>
      </Section>
      <Section title="Payments">
        <Text>
          Approved DAs become payments that follow your approval workflow: review, approve, pay, in bulk when you want.
          Portcall warns you when a remittance is below or above the approved total.
        </Text>
      </Section>
      <Section title="Around the call">
        <List spacing={4}>
          <List.Item>Statement of facts, shared with and signed by the parties</List.Item>
          <List.Item>Messages and notifications in real time</List.Item>
          <List.Item>Port and husbandry cost estimators driven by per-port formulas</List.Item>
          <List.Item>Port directory, agent directory and agent ratings</List.Item>
          <List.Item>KYC/KYP and bank-account verification of suppliers</List.Item>
        </List>
      </Section>
    </ContentPage>
  );
}
