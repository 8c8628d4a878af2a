import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export function CheckoutPage() {
  const { testSeriesId } = useParams();
  return (
    <ComingSoon
      name="Checkout"
      description="Complete your enrolment: an order summary with the price and discount, free registration when the total is zero, and secure payment in rupees otherwise."
      links={[{ to: testSeriesId ? `/testseriesdetail/${encodeURIComponent(testSeriesId)}` : '/testseries', label: 'Back to the test series' }]}
    />
  );
}
