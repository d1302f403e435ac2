import { createContext, useContext, type ComponentType } from 'react';

export interface ScheduleVisitSlotProps {
  propertyId: number;
  title: string;
}

/**
 * The visits feature's "Schedule a Visit" picker, composed into the room details page by the app
 * (features never import each other). Without it the button opens the inquiry dialog.
 */
export const ScheduleVisitSlotContext = createContext<ComponentType<ScheduleVisitSlotProps> | null>(
  null,
);

export const useScheduleVisitSlot = () => useContext(ScheduleVisitSlotContext);
