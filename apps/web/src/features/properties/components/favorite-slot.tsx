import { createContext, useContext, type ComponentType } from 'react';

export interface FavoriteSlotProps {
  propertyId: number;
  title: string;
}

/**
 * What fills the listing's favourite slot. The favorites feature owns the heart; the app
 * composes it into the room details page (features never import each other).
 */
export const FavoriteSlotContext = createContext<ComponentType<FavoriteSlotProps> | null>(null);

/** The favorites feature's heart on a listing (room details header). */
export function FavoriteSlot({ propertyId, title }: FavoriteSlotProps) {
  const Favorite = useContext(FavoriteSlotContext);
  return Favorite ? <Favorite propertyId={propertyId} title={title} /> : null;
}
