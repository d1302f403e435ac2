import type { ChatMessage } from '@roomsetu/shared';
import { Fragment, useLayoutEffect, useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { addDays, formatDate, indiaDay, todayInIndia } from '@roomsetu/shared';
import type { PendingMessage } from '@/lib/socket/outbox';
import { MessageBubble } from './message-bubble';
import { VisitCardSlot } from './visit-card-slot';

interface Props {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  meId: number | undefined;
  isLoading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

const NEAR_EDGE_PX = 80;

/** 'today', 'yesterday' or the date (DD-MM-YYYY), by India's clock. */
function messageDay(iso: string, now = new Date()): 'today' | 'yesterday' | string {
  const day = indiaDay(iso);
  const today = todayInIndia(now);
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return formatDate(iso);
}

/**
 * The conversation, oldest at the top. It follows new messages while the reader is at the
 * bottom, loads older ones on scrolling up and keeps the reader's place when they arrive.
 * Render it with `key={conversationId}` so each conversation starts at its newest message.
 */
export function MessageList(props: Props) {
  const { messages, pending, meId, isLoading, hasOlder, loadingOlder, onLoadOlder } = props;
  const { onRetry, onDiscard } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keepFromBottom = useRef<number | null>(null);
  const firstId = messages[0]?.id;
  const lastPending = pending[pending.length - 1];
  const lastMessage = messages[messages.length - 1];
  const lastKey = lastPending?.clientId ?? lastMessage?.id;
  const lastIsMine = lastPending !== undefined || lastMessage?.senderId === meId;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (atBottom.current || lastIsMine)) el.scrollTop = el.scrollHeight;
  }, [lastKey, lastIsMine]);

  const loadOlder = () => {
    const el = scroller.current;
    if (!hasOlder || loadingOlder || !el) return;
    keepFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_EDGE_PX;
    if (el.scrollTop < NEAR_EDGE_PX) loadOlder();
  };

  let previousDay = '';
  const separator = (iso: string) => {
    const day = messageDay(iso);
    if (day === previousDay) return null;
    previousDay = day;
    const label =
      day === 'today' ? t('messages.today') : day === 'yesterday' ? t('messages.yesterday') : day;
    return <li className="my-2 text-center text-sm font-medium text-slate-500">{label}</li>;
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
    >
      {isLoading ? (
        <Spinner label={t('messages.loading')} />
      ) : (
        <>
          {hasOlder && (
            <div className="mb-3 flex justify-center">
              <button
                type="button"
                onClick={loadOlder}
                disabled={loadingOlder}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                {loadingOlder ? t('messages.loadingOlder') : t('messages.loadOlder')}
              </button>
            </div>
          )}
          {messages.length === 0 && pending.length === 0 && (
            <p className="py-10 text-center text-sm text-slate-500">{t('messages.empty')}</p>
          )}
          <div role="log" aria-live="polite" aria-label={t('messages.log')}>
            <ol className="space-y-2">
              {messages.map((m) => (
                <Fragment key={m.id}>
                  {separator(m.createdAt)}
                  {m.kind === 'VISIT' ? (
                    <VisitCardSlot content={m.content} mine={m.senderId === meId} />
                  ) : m.kind === 'SYSTEM' ? (
                    // A note from RoomSetu (a roommate match), not either person's words.
                    <li className="flex justify-center">
                      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                        {m.content}
                      </p>
                    </li>
                  ) : (
                    <MessageBubble
                      content={m.content}
                      createdAt={m.createdAt}
                      mine={m.senderId === meId}
                      safetyNote={m.senderId !== meId && m.flags.includes('PAYMENT_REQUEST')}
                      messageId={m.id}
                    />
                  )}
                </Fragment>
              ))}
              {pending.map((p) => (
                <Fragment key={p.clientId}>
                  {separator(p.createdAt)}
                  <MessageBubble
                    content={p.content}
                    createdAt={p.createdAt}
                    mine
                    status={p.status}
                    error={p.error}
                    onRetry={() => onRetry(p.clientId)}
                    onDiscard={() => onDiscard(p.clientId)}
                  />
                </Fragment>
              ))}
            </ol>
          </div>
        </>
      )}
    </div>
  );
}
