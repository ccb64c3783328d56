// The thread's composer (issue 21): up to 2,000 characters; Enter sends, Shift+Enter breaks the
// line. A send carries a client key, so a retry after a lost answer makes one message.
import Send from '@/ui/icons/arrow-right';
import { useState, type KeyboardEvent } from 'react';
import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { fieldClasses } from '@/ui/field';
import { t } from '@/lib/i18n/i18n';

export function Composer({ disabled, onSend }: { disabled: boolean; onSend: (body: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = CONVERSATION_LIMITS.messageMax - text.length;
  function send() {
    const body = text.trim();
    if (!body) return setError(t(CONVERSATION_MESSAGES.bodyRequired));
    if (body.length > CONVERSATION_LIMITS.messageMax) return setError(t(CONVERSATION_MESSAGES.bodyTooLong));
    onSend(body);
    setText('');
    setError(null);
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="composer" className="sr-only">
          {t('Message')}
        </label>
        <textarea
          id="composer"
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={t('Write a message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'composer-error' : left < 200 ? 'composer-left' : undefined}
          onChange={(e) => (setText(e.target.value), setError(null))}
          onKeyDown={onKeyDown}
          className={cn(fieldClasses, 'max-h-32 min-h-10 resize-none')}
        />
        {error && (
          <p id="composer-error" role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
        {!error && left < 200 && (
          <p id="composer-left" className={cn('mt-1 text-xs', left < 0 ? 'text-red-700 dark:text-red-400' : 'text-gray-600 dark:text-gray-400')}>
            {left >= 0 ? t('{count} characters left', { count: left }) : t('{count} characters too many', { count: -left })}
          </p>
        )}
      </div>
      <Button type="submit" size="icon" disabled={disabled} aria-label={t('Send')}>
        <Send className="h-5 w-5" aria-hidden="true" />
      </Button>
    </form>
  );
}
