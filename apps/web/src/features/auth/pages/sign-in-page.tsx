import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function SignInPage() {
  return (
    <ComingSoonPage
      title="Sign In"
      description="Sign in to your RoomSetu account to chat, save favourites and list properties."
    />
  );
}
