import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function AdminPage() {
  return (
    <ComingSoonPage
      title="Admin Dashboard"
      description="RoomSetu administration: listings, users and messages."
    />
  );
}
