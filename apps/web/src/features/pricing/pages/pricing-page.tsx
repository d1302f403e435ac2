import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function PricingPage() {
  return (
    <ComingSoonPage
      title="Pricing"
      description="Free and premium plans for tenants and landlords on RoomSetu."
    />
  );
}
