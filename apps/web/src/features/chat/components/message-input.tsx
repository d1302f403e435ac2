import { MAX_MESSAGE_LENGTH } from '@roomsetu/shared';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Enter sends, Shift+Enter starts a new line; a blank message is ignored. */
export function MessageInput({
  onSend,
  disabled = false,
}: {
  onSend: (text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const id = useId();

  const submit = () => {
    if (disabled || !text.trim()) return;
    onSend(text);
    setText('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      // Full width: nothing floats over the bottom right any more (help lives in the header).
      className="flex w-full items-end gap-2 border-t border-slate-200 bg-white px-3 py-3 sm:px-5"
    >
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={t('composer.placeholder')}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 px-4 py-2 text-base text-slate-900 [field-sizing:content] placeholder:text-slate-400 hover:border-slate-400"
      />
      <button
        type="submit"
        aria-label={t('composer.send')}
        disabled={disabled || !text.trim()}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
