import { createContext, useContext, type ComponentType } from 'react';

export interface ChatTenancyLinkProps {
  /** The person the conversation is with. */
  otherId: number;
}

/** The tenancies feature's link to the tenancy the two people share, composed in by the app. */
export const ChatTenancyLinkContext = createContext<ComponentType<ChatTenancyLinkProps> | null>(
  null,
);

export function ChatTenancyLinkSlot({
  otherId,
  meId,
}: {
  otherId: number | undefined;
  meId: number | undefined;
}) {
  const TenancyLink = useContext(ChatTenancyLinkContext);
  return TenancyLink && otherId && meId && otherId !== meId ? (
    <TenancyLink otherId={otherId} />
  ) : null;
}
