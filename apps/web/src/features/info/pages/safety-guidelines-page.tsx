import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function SafetyGuidelinesPage() {
  return (
    <ComingSoonPage
      title="Safety Guidelines"
      description="How to meet, visit and pay safely when renting or sharing a room, and what to report."
    />
  );
}
