// A series' price as every view of it carries it: in paise for the maths (shared/pricing.ts works
// them out) and in rupees for the spec's screens. Apart from test-series.ts so that the price maths
// can name it without loading the whole test-series API.
import { z } from 'zod';

export const price = z.object({
  pricePaise: z.number(),
  discountPercent: z.number(),
  discountPaise: z.number(),
  finalPricePaise: z.number(),
  /** rupees, for display: price, discount (percent), originalPrice and finalPrice as the spec names them */
  price: z.number(),
  discount: z.number(),
  originalPrice: z.number(),
  finalPrice: z.number(),
});
export type Price = z.infer<typeof price>;
