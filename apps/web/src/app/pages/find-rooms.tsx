import { SaveSearchButton } from '@/features/notifications/components/save-search-button';
import { FindRoomsPage } from '@/features/properties/pages/find-rooms-page';

/** /find-rooms, with the notifications feature's "Save this search" by the results. */
export function FindRoomsRoute() {
  return <FindRoomsPage searchActions={<SaveSearchButton />} />;
}
