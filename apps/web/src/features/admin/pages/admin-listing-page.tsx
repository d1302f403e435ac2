import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function AdminListingPage() {
  return (
    <ComingSoonPage
      title="Listings Management"
      description="Review, manage and export RoomSetu property listings."
    />
  );
}
