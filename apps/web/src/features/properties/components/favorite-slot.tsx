import { FavoriteButton } from '@/features/favorites/components/favorite-button';

export interface FavoriteSlotProps {
  propertyId: number;
  title: string;
}

/** The favorites feature's heart on a listing (room details header). */
export function FavoriteSlot({ propertyId, title }: FavoriteSlotProps) {
  return <FavoriteButton propertyId={propertyId} title={title} />;
}
