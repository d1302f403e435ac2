import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function RoommateDetailsPage() {
  return (
    <ComingSoonPage
      title="Roommate Details"
      description="See a roommate's profile and preferences, and send them an inquiry."
    />
  );
}
