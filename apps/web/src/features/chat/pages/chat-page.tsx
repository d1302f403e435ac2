import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function ChatPage() {
  return (
    <ComingSoonPage
      title="Chat"
      description="Chat in real time with landlords, tenants and roommates."
    />
  );
}
