import { List, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_TERMS_DOCUMENT_VERSION } from '@portcall/contracts/auth';

/** The terms and conditions users accept; its version is the one sent on acceptance. */
export const TERMS_VERSION = DEFAULT_TERMS_DOCUMENT_VERSION;

export function TermsDocument({ compact = false }: { compact?: boolean }) {
  const h = compact ? 4 : 3;
  return (
    <Stack gap="sm" className="legal-text">
      <Text size="sm" c="dimmed">
        Version {TERMS_VERSION}
      </Text>
      <Title order={h}>1. The service</Title>
      <Text>
        Portcall is a platform on which ship operators and charterers plan port calls, appoint port agents, receive
        proforma and final disbursement accounts (DAs), evaluate them and pay them. Port agents and vendors use it to
        receive appointments and requests for quotation and to submit their DAs, quotes and invoices.
      </Text>
      <Title order={h}>2. Your account</Title>
      <List spacing={4}>
        <List.Item>Each account belongs to one person in one company; do not share your password.</List.Item>
        <List.Item>Your company administrator decides which modules and rights your account holds.</List.Item>
        <List.Item>Agent and vendor companies are verified before they can take part in appointments.</List.Item>
      </List>
      <Title order={h}>3. Your data</Title>
      <Text>
        What you enter (port calls, disbursement accounts, attachments, messages) is visible to your company and to the
        counterparties of each port call only. We keep an audit trail of every change for the retention period agreed
        with your company. The privacy policy explains which personal data we process and why.
      </Text>
      <Title order={h}>4. Amounts and payments</Title>
      <Text>
        Amounts are shown as entered by the submitting party, in the currency they chose. Approving an expense or a
        payment in Portcall is a decision of your company; Portcall does not move money on your behalf.
      </Text>
      <Title order={h}>5. Availability</Title>
      <Text>
        We announce planned maintenance in advance when we can. During maintenance the platform shows a maintenance page
        and no data can be changed.
      </Text>
      <Title order={h}>6. Changes to these terms</Title>
      <Text>
        When these terms change we ask you to accept the new version at your next login. Until you do, you cannot use
        the secured area.
      </Text>
    </Stack>
  );
}
