import { Seo } from '@/lib/seo';
import { LegalDocumentView } from '../components/legal-document-view';
import { PageHero } from '../components/page-hero';
import { PRIVACY_POLICY } from '../content/privacy';

export function PrivacyPolicyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description="What personal data RoomSetu collects, how it is used, shared, secured and retained, and your rights under Indian data protection law."
      />
      <PageHero eyebrow="Legal" title={PRIVACY_POLICY.title}>
        <p>Last updated: {PRIVACY_POLICY.lastUpdated}</p>
      </PageHero>
      <LegalDocumentView doc={PRIVACY_POLICY} />
    </>
  );
}
