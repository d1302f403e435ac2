import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function ForgotPasswordPage() {
  return (
    <ComingSoonPage
      title="Forgot Password"
      description="Reset your RoomSetu password with a verification code sent to your e-mail."
    />
  );
}
