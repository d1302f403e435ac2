import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function MessagesPage() {
  return (
    <ComingSoonPage
      title="Messages"
      description="Your conversations with landlords, tenants and roommates."
    />
  );
}
