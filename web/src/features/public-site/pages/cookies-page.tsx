import { Table, Text } from '@mantine/core';
import { FONT_SIZE_COOKIE } from '@portcall/contracts/font-size';
import { CONSENT_COOKIE } from '../../../ui/cookie-consent';
import { ContentPage, Section } from '../components/content-page';

const cookies = [
  { name: CONSENT_COOKIE, purpose: 'Remembers your cookie choice.', kind: 'Strictly necessary', lifetime: '1 year' },
  { name: FONT_SIZE_COOKIE, purpose: 'Remembers the text size you chose.', kind: 'Preference', lifetime: '1 year' },
] as const;

/** /cookies */
export function CookiesPage() {
  return (
    <ContentPage
      page="cookies"
      eyebrow="Legal"
      title="Cookies"
      lead="Portcall uses as few cookies as it can: none for advertising, none for tracking."
    >
      <Section title="Cookies we set">
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Purpose</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Lifetime</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cookies.map((c) => (
              <Table.Tr key={c.name}>
                <Table.Td>
                  <code>{c.name}</code>
                </Table.Td>
                <Table.Td>{c.purpose}</Table.Td>
                <Table.Td>{c.kind}</Table.Td>
                <Table.Td>{c.lifetime}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Your session">
        <Text>
          When you log in, your session is kept in your browser's local storage, not in a cookie, and is removed when
          you log out or your session ends.
        </Text>
      </Section>
    </ContentPage>
  );
}
