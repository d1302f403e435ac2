import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function FindRoomsPage() {
  return (
    <ComingSoonPage
      title="Find Rooms"
      description="Browse verified rooms, flats and PGs for rent across Indian cities. Filter by city, budget and room type."
    />
  );
}
