import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { countdownDue, type DueAnnouncement } from '../engine/countdown-announcements.ts';

/** The announcement of the last mark the clock passed while this screen was open ('' before the first). */
export function useTimeAnnouncement(secondsLeft: number, noun: 'test' | 'quiz'): string {
  // the previous reading is kept in state and compared during render: React's pattern for
  // "adjust state when a prop changes", with no effect and no extra paint
  const { t } = useTranslation('exam');
  const [last, setLast] = useState({ seconds: secondsLeft, message: '' });
  if (last.seconds !== secondsLeft) {
    const due = countdownDue(last.seconds, secondsLeft);
    setLast({ seconds: secondsLeft, message: due ? spoken(due) : last.message });
  }
  return last.message;

  // countdownAnnouncement's words, in the interface's language: '4 minutes 10 seconds left.'
  function spoken({ seconds, warning }: DueAnnouncement): string {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    const parts = [minutes > 0 ? t('time.minutes', { count: minutes }) : '', rest > 0 || minutes === 0 ? t('time.seconds', { count: rest }) : ''];
    const left = t('time.left', { duration: parts.filter(Boolean).join(' ') });
    if (!warning) return left;
    return noun === 'quiz' ? t('time.autoSubmitQuiz', { left }) : t('time.autoSubmitTest', { left });
  }
}

/** A polite live region, present from the start (readers ignore regions that appear with their text). */
export function TimeAnnouncer({ secondsLeft, noun }: { secondsLeft: number; noun: 'test' | 'quiz' }) {
  const message = useTimeAnnouncement(secondsLeft, noun);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="time-announcer" className="sr-only">
      {message}
    </div>
  );
}
