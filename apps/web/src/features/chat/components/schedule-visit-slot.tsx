import { createContext, useContext, type ComponentType } from 'react';

export interface ChatScheduleVisitProps {
  /** The listing the conversation is about. */
  propertyId: number;
  meId: number;
}

/** The visits feature's "Schedule a visit" in the chat header, composed in by the app. */
export const ChatScheduleVisitContext = createContext<ComponentType<ChatScheduleVisitProps> | null>(
  null,
);

export function ChatScheduleVisitSlot({
  propertyId,
  meId,
}: {
  propertyId: number | null | undefined;
  meId: number | undefined;
}) {
  const Schedule = useContext(ChatScheduleVisitContext);
  return Schedule && propertyId && meId ? <Schedule propertyId={propertyId} meId={meId} /> : null;
}
