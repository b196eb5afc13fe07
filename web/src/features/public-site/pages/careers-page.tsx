import { Anchor, Text } from '@mantine/core';
import { ContentPage, Section } from '../components/content-page';
import { siteContact } from '../components/site-links';

/** /careers */
export function CareersPage() {
  return (
    <ContentPage
      page="careers"
      eyebrow="Careers"
      title="Work with us"
      lead="A small team building software for a large, old and very real industry."
    >
      <Section title="Open positions">
        <Text>
          There are no open positions listed right now. We are always glad to hear from engineers, product people and
          maritime professionals who know port operations or ship finance first-hand.
        </Text>
        <Text>
          Write to <Anchor href={`mailto:${siteContact.careersEmail}`}>{siteContact.careersEmail}</Anchor> with a few
          lines about yourself.
        </Text>
      </Section>
    </ContentPage>
  );
}
