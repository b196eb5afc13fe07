import { Accordion } from '@mantine/core';
import { ContentPage } from '../components/content-page';

const questions = [
  {
    q: 'Who can register?',
    a: 'Ship operators and charterers (buyers), port agents and vendors. Each company registers once; its first user can then add colleagues.',
  },
  {
    q: 'Why does my agent company need verification?',
    a: 'Buyers pay agents through Portcall, so agent and vendor companies and their bank accounts are verified (KYC/KYP) before they take part in payments.',
  },
  {
    q: 'What is the difference between a PDA and an FDA?',
    a: 'The proforma DA (PDA) is the agent’s estimate before the call. The final DA (FDA) comes after the vessel sails, with the sailing date and the invoices.',
  },
  {
    q: 'Which modules will I see?',
    a: 'Only the modules your company has and your profile is allowed to use. Your company manager decides both.',
  },
  {
    q: 'In which currencies can DAs be submitted?',
    a: 'In any ISO currency. Amounts are kept exactly as entered, and converted amounts keep the rate that was used.',
  },
  {
    q: 'I forgot my password.',
    a: 'Ask your company manager or write to our support; for your security we do not reset passwords by phone.',
  },
] as const;

/** /faq */
export function FaqPage() {
  return (
    <ContentPage
      page="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      lead="The questions we hear most from new users."
    >
      <Accordion variant="separated" radius="md" classNames={{ item: 'faq-item' }}>
        {questions.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>{q}</Accordion.Control>
            <Accordion.Panel>{a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ContentPage>
  );
}
