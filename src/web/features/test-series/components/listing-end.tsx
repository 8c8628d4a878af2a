import { AdSlot } from '../../../components/ad-slot.tsx';
import { ContentDisclaimer } from '../../../components/content-disclaimer.tsx';
import { SeriesFaq } from './series-faq.tsx';

/** Under the listing: the ad, the questions aspirants ask, and what the content is. */
export function ListingEnd() {
  return (
    <>
      <AdSlot placement="listing" className="mt-12" />
      <SeriesFaq />
      <div className="mx-auto max-w-3xl px-4 pb-14 sm:px-6">
        <ContentDisclaimer />
      </div>
    </>
  );
}
