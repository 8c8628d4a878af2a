import { ComingSoon } from '../../../components/coming-soon.tsx';

export function QuizAttemptPage() {
  return (
    <ComingSoon
      name="The quiz screen"
      description="This week's timed quiz: a countdown kept by the server, a question palette, a calculator, and your score and analysis as soon as you submit."
      links={[{ to: '/weeklyquiz', label: 'All weekly quizzes' }]}
    />
  );
}
