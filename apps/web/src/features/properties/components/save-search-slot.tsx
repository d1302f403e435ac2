import { createContext, useContext, type ComponentType } from 'react';

/**
 * What fills the search's "Save this search" slot. The notifications feature owns saved
 * searches; the app composes its button into /find-rooms (features never import each other).
 */
export const SaveSearchSlotContext = createContext<ComponentType | null>(null);

export function SaveSearchSlot() {
  const SaveSearch = useContext(SaveSearchSlotContext);
  return SaveSearch ? <SaveSearch /> : null;
}
