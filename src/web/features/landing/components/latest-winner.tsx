import { useQuery } from '@tanstack/react-query';
import { WinnerAnnouncement } from '../../../components/winner-announcement.tsx';
import { weeklyQuizzesQuery } from '../../../lib/weekly-quiz.ts';

/** Last week's rank 1 (SPEC §1), from the weekly-quiz list's own answer; nothing until there is one. */
export function LatestWinner({ className }: { className?: string }) {
  const query = useQuery(weeklyQuizzesQuery(null));
  const winner = query.data?.lastWinner;
  // the announcement is a bonus on this page: loading or failing shows nothing rather than a gap
  if (!winner) return null;
  return <WinnerAnnouncement winner={winner} linkTo="weekly-quiz" tone="dark" className={className} />;
}
