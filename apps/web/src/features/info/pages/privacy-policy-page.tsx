import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function PrivacyPolicyPage() {
  return (
    <ComingSoonPage
      title="Privacy Policy"
      description="What data RoomSetu collects, how it is used and shared, and your rights."
    />
  );
}
