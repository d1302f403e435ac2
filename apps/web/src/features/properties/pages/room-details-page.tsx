import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function RoomDetailsPage() {
  return (
    <ComingSoonPage
      title="Room Details"
      description="Photos, rent, amenities, location and owner details for this property."
    />
  );
}
