import { useState } from 'react';
import { countdownAnnouncement } from '../engine/countdown-announcements.ts';

/** The announcement of the last mark the clock passed while this screen was open ('' before the first). */
export function useTimeAnnouncement(secondsLeft: number, noun: 'test' | 'quiz'): string {
  // the previous reading is kept in state and compared during render: React's pattern for
  // "adjust state when a prop changes", with no effect and no extra paint
  const [last, setLast] = useState({ seconds: secondsLeft, message: '' });
  if (last.seconds !== secondsLeft) {
    const due = countdownAnnouncement(last.seconds, secondsLeft, noun);
    setLast({ seconds: secondsLeft, message: due ?? last.message });
  }
  return last.message;
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
