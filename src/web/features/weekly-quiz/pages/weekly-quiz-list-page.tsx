import { ComingSoon } from '../../../components/coming-soon.tsx';

export function WeeklyQuizListPage() {
  return (
    <ComingSoon
      name="Weekly Quiz"
      description="A fresh timed quiz every Monday, one attempt each, with instant analysis. The week's rank 1 wins free access to a GATE CS test series."
      links={[{ to: '/testseries', label: 'Explore Test Series' }]}
    />
  );
}
