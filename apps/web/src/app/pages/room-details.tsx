import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { FavoriteSlotContext } from '@/features/properties/components/favorite-slot';
import { ScheduleVisitSlotContext } from '@/features/properties/components/schedule-visit-slot';
import { RoomDetailsPage } from '@/features/properties/pages/room-details-page';
import { ScheduleVisitButton } from '@/features/visits/components/schedule-visit-button';

/** /room-details: the listing, with the favorites feature's heart and the visits feature's picker. */
export function RoomDetailsRoute() {
  return (
    <FavoriteSlotContext value={FavoriteButton}>
      <ScheduleVisitSlotContext value={ScheduleVisitButton}>
        <RoomDetailsPage />
      </ScheduleVisitSlotContext>
    </FavoriteSlotContext>
  );
}
