import { createContext, useContext, type ComponentType } from 'react';

export interface VisitHoursSlotProps {
  propertyId: number;
  title: string;
}

/** The visits feature's visit-hours editor for a listing on My Property, composed in by the app. */
export const VisitHoursSlotContext = createContext<ComponentType<VisitHoursSlotProps> | null>(null);

export function VisitHoursSlot(props: VisitHoursSlotProps) {
  const Editor = useContext(VisitHoursSlotContext);
  return Editor ? <Editor {...props} /> : null;
}
