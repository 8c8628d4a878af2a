import { ComingSoon } from '../../../components/coming-soon.tsx';

export function TestSeriesPage() {
  return (
    <ComingSoon
      name="Test Series"
      description="Browse full-length GATE and UGC NET mock test series, free and paid: search by title, filter by exam, read what each covers and enrol in one click."
      links={[{ to: '/weeklyquiz', label: "Take this week's quiz" }]}
    />
  );
}
