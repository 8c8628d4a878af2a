import { ComingSoon } from '../../../components/coming-soon.tsx';

export function MyLearningPage() {
  return (
    <ComingSoon
      name="My Learning"
      description="Your dashboard: the test series you are enrolled in with their receipts, and a performance report with trends, strengths and areas to improve across every test you take."
    />
  );
}
