import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function TermsOfServicePage() {
  return (
    <ComingSoonPage
      title="Terms of Service"
      description="The terms that govern your use of RoomSetu."
    />
  );
}
