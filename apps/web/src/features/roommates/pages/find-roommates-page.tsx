import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function FindRoommatesPage() {
  return (
    <ComingSoonPage
      title="Find Roommates"
      description="Find compatible roommates and flatmates by city, budget and lifestyle."
    />
  );
}
