import { Download, Scale } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { Seo } from '@/lib/seo';
import type { ReportIssueSlot } from '../components/report-issue-slot';
import { LegalDocumentView } from '../components/legal-document-view';
import { PageHero } from '../components/page-hero';
import { TERMS } from '../content/terms';

export const TERMS_PDF_FILENAME = 'roomsetu-terms-of-service.pdf';

export function TermsOfServicePage({ ReportIssueButton }: { ReportIssueButton: ReportIssueSlot }) {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      // The generator, pdfmake and the fonts are only fetched by those who want the PDF.
      const { downloadLegalPdf } = await import('../lib/legal-pdf');
      await downloadLegalPdf(TERMS, TERMS_PDF_FILENAME);
    } catch {
      toast.error('The PDF could not be made. Please try again.');
    } finally {
      setPreparing(false);
    }
  };

  return (
    <>
      <Seo
        title="Terms of Service"
        description="The terms that govern your use of RoomSetu: eligibility (18+), listings, verification, payments, safety and the courts of Jaipur, Rajasthan."
      />
      <PageHero eyebrow="Legal" title={TERMS.title}>
        <p>
          Last Updated: {TERMS.lastUpdated} · Version {TERMS.version}
        </p>
      </PageHero>
      <LegalDocumentView
        doc={TERMS}
        actions={
          <>
            <button
              type="button"
              onClick={() => void download()}
              disabled={preparing}
              className={buttonClasses('primary', 'md')}
            >
              <Download aria-hidden="true" className="size-4" />
              {preparing ? 'Preparing PDF…' : 'Download PDF'}
            </button>
            <ReportIssueButton
              className={buttonClasses('secondary', 'md')}
              dialogTitle="Contact Legal"
              subject="Legal enquiry about the Terms of Service"
            >
              <Scale aria-hidden="true" className="size-4" />
              Contact Legal
            </ReportIssueButton>
          </>
        }
      />
    </>
  );
}
