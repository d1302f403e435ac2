import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function ContactPage() {
  return (
    <ComingSoonPage
      title="Contact"
      description="Questions, feedback or a problem? Write to the RoomSetu team in Jaipur; we reply within 24 hours."
    />
  );
}
