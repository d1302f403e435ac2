import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function HelpCenterPage() {
  return (
    <ComingSoonPage
      title="Help Center"
      description="Guides and answers about finding rooms, listing properties and staying safe on RoomSetu."
    />
  );
}
