import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function SignUpPage() {
  return (
    <ComingSoonPage
      title="Sign Up"
      description="Create a free RoomSetu account to find rooms and roommates or list your property."
    />
  );
}
