import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { FavoriteSlotContext } from '@/features/properties/components/favorite-slot';
import { RoomDetailsPage } from '@/features/properties/pages/room-details-page';

/** /room-details: the listing, with the favorites feature's heart in its header. */
export function RoomDetailsRoute() {
  return (
    <FavoriteSlotContext value={FavoriteButton}>
      <RoomDetailsPage />
    </FavoriteSlotContext>
  );
}
