import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export function ListPropertyPage() {
  return (
    <ComingSoonPage
      title="List Property"
      description="List your room, flat or PG for free and reach verified tenants in minutes."
    />
  );
}
