import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function TakeTestPage() {
  const { testSeriesId } = useParams();
  return (
    <ComingSoon
      name="The exam screen"
      description="A GATE-like test: instructions, a server-kept countdown, Aptitude and Technical sections, a question palette, a scientific calculator, and your analysis the moment you submit."
      links={[{ to: testSeriesId ? `/testseriesdetail/${encodeURIComponent(testSeriesId)}` : '/testseries', label: 'Back to the test series' }]}
    />
  );
}
