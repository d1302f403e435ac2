import { parseVisitCard } from '@roomsetu/shared';
import { createContext, useContext, type ComponentType } from 'react';

export interface VisitCardSlotProps {
  content: string;
  mine: boolean;
}

/**
 * What draws a message of kind VISIT. The visits feature owns the card (with Accept and "Add to
 * calendar"); the app composes it into the chat page. Alone, the chat shows the card's text.
 */
export const VisitCardSlotContext = createContext<ComponentType<VisitCardSlotProps> | null>(null);

export function VisitCardSlot({ content, mine }: VisitCardSlotProps) {
  const Card = useContext(VisitCardSlotContext);
  if (Card) return <Card content={content} mine={mine} />;
  return (
    <li className="flex justify-center">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
        {parseVisitCard(content)?.text ?? 'Visit update'}
      </p>
    </li>
  );
}
