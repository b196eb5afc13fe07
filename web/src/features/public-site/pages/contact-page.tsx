import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { ContentPage } from '../components/content-page';
import { siteContact } from '../components/site-links';

/** /contact */
export function ContactPage() {
  const cards = [
    { title: 'General questions', email: siteContact.email, text: 'About the product, pricing and registration.' },
    {
      title: 'Support',
      email: siteContact.supportEmail,
      text: 'For users who need help with their account or a port call.',
    },
    {
      title: 'Partnerships',
      email: siteContact.partnersEmail,
      text: 'For integrations with voyage, accounting and ERP systems.',
    },
  ];
  return (
    <ContentPage
      page="contact"
      eyebrow="Contact"
      title="Get in touch"
      lead={`We are based in ${siteContact.city} and answer every e-mail within one working day.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {cards.map((c) => (
          <Card key={c.title} withBorder padding="lg">
            <Text fw={650} c="navy.9" mb={4}>
              {c.title}
            </Text>
            <Text size="sm" c="dimmed" mb="sm">
              {c.text}
            </Text>
            <Anchor href={`mailto:${c.email}`} size="sm">
              {c.email}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </ContentPage>
  );
}
