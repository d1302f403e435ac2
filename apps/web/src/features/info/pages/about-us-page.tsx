import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function AboutUsPage() {
  return (
    <ComingSoonPage
      title="About Us"
      description="Our vision for safe, transparent renting and the team building RoomSetu."
    />
  );
}
