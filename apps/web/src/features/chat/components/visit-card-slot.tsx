import { parseVisitCard } from '@roomsetu/shared';
import { createContext, useContext, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { visitCardText } from '../lib/conversation';

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
  const { t } = useTranslation('chat');
  if (Card) return <Card content={content} mine={mine} />;
  const card = parseVisitCard(content);
  return (
    <li className="flex justify-center">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
        {card ? visitCardText(card) : t('row.visitUpdate')}
      </p>
    </li>
  );
}
