import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function CookiePolicyPage() {
  return (
    <ComingSoonPage
      title="Cookie Policy"
      description="The cookies RoomSetu uses and how to manage them."
    />
  );
}
