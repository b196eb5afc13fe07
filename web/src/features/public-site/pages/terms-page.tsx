import { TermsDocument } from '../../../ui/terms-document';
import { ContentPage } from '../components/content-page';

/** /terms: the same document users accept when they log in. */
export function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms and conditions"
      lead="The terms every user accepts before using the secured area."
    >
      <TermsDocument />
    </ContentPage>
  );
}
