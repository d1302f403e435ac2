import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function ProfilePage() {
  return (
    <ComingSoonPage
      title="Profile"
      description="Your profile, your listed properties and your favourites."
    />
  );
}
