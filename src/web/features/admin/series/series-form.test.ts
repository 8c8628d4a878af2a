import { describe, expect, it } from 'vitest';
import type { AdminSeries } from '../../../../shared/api/admin-content.ts';
import { priceOf } from '../../../../shared/pricing.ts';
import { changedFields, checkSeriesForm, formFromSeries, inputFromSeries, previewCard, previewPrice, sameForm, type SeriesForm } from './series-form.ts';

const valid: SeriesForm = {
  title: 'GATE DA 2027 Mock Series',
  description: 'Ten full-length mocks.',
  image: null,
  exam: 'GATE DA',
  year: '2027',
  priceRupees: '1299',
  discountPercent: '40',
  hindiTitle: null,
  hindiDescription: '',
};

const errorsOf = (form: Partial<SeriesForm>) => {
  const check = checkSeriesForm({ ...valid, ...form });
  return check.ok ? {} : check.errors;
};

describe('checkSeriesForm', () => {
  it('gives the API input, numbers parsed and text trimmed, for a good form', () => {
    const check = checkSeriesForm({ ...valid, title: '  GATE DA 2027 Mock Series ', priceRupees: '1,299.50' });
    expect(check).toEqual({
      ok: true,
      input: {
        title: 'GATE DA 2027 Mock Series',
        description: 'Ten full-length mocks.',
        image: null,
        exam: 'GATE DA',
        year: 2027,
        priceRupees: 1299.5,
        discountPercent: 40,
        hindi: null,
      },
    });
  });

  it('asks for what is blank, in words', () => {
    expect(errorsOf({ title: '   ', exam: '', year: '', priceRupees: '', discountPercent: '' })).toEqual({
      title: 'Give the series a title.',
      exam: 'Name the exam, e.g. GATE CSE.',
      year: 'Enter the exam year, e.g. 2027.',
      priceRupees: 'Enter a price in rupees (0 for a free series).',
      discountPercent: 'Enter a discount from 0 to 100 (0 for none).',
    });
  });

  it('refuses a discount outside 0 to 100 or with decimals', () => {
    expect(errorsOf({ discountPercent: '101' }).discountPercent).toBe('A whole number from 0 to 100.');
    expect(errorsOf({ discountPercent: '12.5' }).discountPercent).toBe('A whole number from 0 to 100.');
    expect(errorsOf({ discountPercent: '-1' }).discountPercent).toBe('A whole number from 0 to 100.');
    expect(errorsOf({ discountPercent: '100' })).toEqual({});
    expect(errorsOf({ discountPercent: '0' })).toEqual({});
  });

  it('refuses a price that is not whole paise, negative or not a number, with the schema’s own words for paise', () => {
    expect(errorsOf({ priceRupees: '299.999' }).priceRupees).toBe('At most two decimals (whole paise).');
    expect(errorsOf({ priceRupees: '-5' }).priceRupees).toBe('A price from ₹0 to ₹10,00,000.');
    expect(errorsOf({ priceRupees: 'five hundred' }).priceRupees).toBe('A price in rupees, e.g. 499 or 499.50.');
  });

  it('refuses a year outside 2000 to 2100', () => {
    expect(errorsOf({ year: '1999' }).year).toBe('A whole year from 2000 to 2100.');
    expect(errorsOf({ year: '20x7' }).year).toBe('A year in digits, e.g. 2027.');
  });

  it('refuses an image that is not a file of this site', () => {
    for (const image of ['banner.png', 'https://images.example/banner.png', '//images.example/banner.png']) {
      expect(errorsOf({ image }).image, image).toBe('Upload the image: a banner is a file on this site (a path starting with /).');
    }
    expect(errorsOf({ image: '/uploads/banner.png' })).toEqual({});
  });

  it('refuses a title over 200 characters', () => {
    expect(errorsOf({ title: 'x'.repeat(201) }).title).toBe('A title can be at most 200 characters.');
  });
});

describe('previewPrice', () => {
  it('works out the final price with the server’s rounding (SPEC §9)', () => {
    expect(previewPrice({ priceRupees: '499', discountPercent: '40' })).toMatchObject({ pricePaise: 49900, discountPaise: 19960, finalPricePaise: 29940 });
    // ₹0.05 at 50 %: the half paisa of discount goes to the learner, as on the server
    expect(previewPrice({ priceRupees: '0.05', discountPercent: '50' })).toEqual(priceOf(5, 50));
  });

  it('is free at 100 % off', () => {
    expect(previewPrice({ priceRupees: '1299', discountPercent: '100' })?.finalPricePaise).toBe(0);
  });

  it('is null while a box holds something the server would refuse', () => {
    expect(previewPrice({ priceRupees: '12.345', discountPercent: '10' })).toBeNull();
    expect(previewPrice({ priceRupees: '100', discountPercent: '150' })).toBeNull();
  });
});

describe('previewCard', () => {
  const facts = { id: 's1', tests: 2, fallbackPricePaise: 19900, fallbackDiscount: 10 };

  it('is the learner’s card of what is typed', () => {
    const card = previewCard(valid, facts);
    expect(card).toMatchObject({ title: valid.title, exam: 'GATE DA', year: 2027, test: 2, enrollments: 0, finalPricePaise: 77940, discountPercent: 40 });
  });

  it('keeps the saved price while the typed one is invalid, and names blank boxes', () => {
    const card = previewCard({ ...valid, title: ' ', exam: '', priceRupees: 'abc' }, facts);
    expect(card).toMatchObject({ title: 'Untitled series', exam: 'Exam', pricePaise: 19900, finalPricePaise: 17910 });
  });
});

const saved: AdminSeries = {
  id: 's1',
  slug: 'gate-da-2027-abc123',
  status: 'draft',
  createdBy: 'u1',
  title: 'GATE DA 2027 Mock Series',
  description: 'Ten full-length mocks.',
  image: null,
  exam: 'GATE DA',
  year: 2027,
  pricePaise: 129950,
  discountPercent: 40,
  card: { ...priceOf(129950, 40), title: 'GATE DA 2027 Mock Series', image: null, exam: 'GATE DA', year: 2027, finalPriceLabel: '₹779.70' },
};

describe('saved series and edits', () => {
  it('shows paise as rupees in the form, exactly', () => {
    expect(formFromSeries(saved)).toMatchObject({ priceRupees: '1299.5', discountPercent: '40', year: '2027' });
    expect(sameForm(formFromSeries(saved), formFromSeries(saved))).toBe(true);
  });

  it('finds what changed', () => {
    const check = checkSeriesForm({ ...formFromSeries(saved), discountPercent: '50' });
    if (!check.ok) throw new Error('the form should be valid');
    expect(changedFields(inputFromSeries(saved), check.input)).toEqual({ discountPercent: 50 });
  });
});

describe('the Hindi version', () => {
  it('is sent as null while closed, and as the title and description once added', () => {
    const closed = checkSeriesForm(valid);
    expect(closed.ok && closed.input.hindi).toBeNull();
    const open = checkSeriesForm({ ...valid, hindiTitle: ' GATE DA 2027 मॉक सीरीज़ ', hindiDescription: 'दस पूर्ण मॉक टेस्ट।' });
    expect(open.ok && open.input.hindi).toEqual({ title: 'GATE DA 2027 मॉक सीरीज़', description: 'दस पूर्ण मॉक टेस्ट।' });
  });

  it('needs its title once added, and names the Hindi box', () => {
    expect(errorsOf({ hindiTitle: '  ' })).toEqual({ hindiTitle: 'Enter the Hindi title, or remove the Hindi version.' });
    expect(errorsOf({ hindiTitle: 'क'.repeat(201) })).toEqual({ hindiTitle: 'A title can be at most 200 characters.' });
  });

  it('comes from the saved series, counts as a change only when its words change, and reaches the preview card', () => {
    const withHindi: AdminSeries = { ...saved, hindi: { title: 'GATE DA 2027 मॉक सीरीज़', description: 'दस मॉक।' } };
    const form = formFromSeries(withHindi);
    expect(form).toMatchObject({ hindiTitle: 'GATE DA 2027 मॉक सीरीज़', hindiDescription: 'दस मॉक।' });
    const same = checkSeriesForm(form);
    if (!same.ok) throw new Error('the form should be valid');
    expect(changedFields(inputFromSeries(withHindi), same.input)).toEqual({});
    const edited = checkSeriesForm({ ...form, hindiDescription: 'दस पूर्ण मॉक।' });
    if (!edited.ok) throw new Error('the form should be valid');
    expect(changedFields(inputFromSeries(withHindi), edited.input)).toEqual({ hindi: { title: 'GATE DA 2027 मॉक सीरीज़', description: 'दस पूर्ण मॉक।' } });
    expect(previewCard(form, { id: 's1', tests: 0, fallbackPricePaise: 0, fallbackDiscount: 0 }).hindi).toEqual({
      title: 'GATE DA 2027 मॉक सीरीज़',
      description: 'दस मॉक।',
    });
  });
});
