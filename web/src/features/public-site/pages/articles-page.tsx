import { Card, Stack, Text, Title } from '@mantine/core';
import { ContentPage } from '../components/content-page';

const articles = [
  {
    title: 'Proforma or final: what changes between the two DAs',
    text: 'The proforma DA is the agent’s estimate before the call; the final DA carries the sailing date and the invoices. Comparing the two, expense by expense, is where most discrepancies show.',
  },
  {
    title: 'Splitting port costs between owner and charterer',
    text: 'Which expenses fall to whom depends on the charter party. Recording the split on each expense, with its reason, keeps both accounts right and the conversation short.',
  },
  {
    title: 'Why amounts should never be floating-point numbers',
    text: 'Currencies such as KWD, BHD and OMR have three decimals, exchange rates have many more. Portcall keeps every amount as an exact decimal and rounds only at named points.',
  },
] as const;

/** /articles */
export function ArticlesPage() {
  return (
    <ContentPage
      page="articles"
      eyebrow="Articles"
      title="Notes on port calls and DAs"
      lead="Short pieces on the practice behind the product."
    >
      <Stack gap="md">
        {articles.map((a) => (
          <Card key={a.title} withBorder padding="lg">
            <Title order={2} fz={19} c="navy.9" mb={6}>
              {a.title}
            </Title>
            <Text c="dimmed">{a.text}</Text>
          </Card>
        ))}
      </Stack>
    </ContentPage>
  );
}
