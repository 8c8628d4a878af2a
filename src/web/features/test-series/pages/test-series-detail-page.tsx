import { ComingSoon } from '../../../components/coming-soon.tsx';

export function TestSeriesDetailPage() {
  return (
    <ComingSoon
      name="Test series details"
      description="Every test in the series grouped by difficulty (Easy Subject Tests of 20 minutes, Full Subject Tests of 50 minutes and 3-hour GATE Level Tests), with what you have attempted and a rating from learners."
      links={[{ to: '/testseries', label: 'All test series' }]}
    />
  );
}
