import { describe, expect, it } from 'vitest';
import { formatIndianPhone, normaliseIndianPhone, phoneMessages } from './phone.ts';

describe('normaliseIndianPhone', () => {
  it.each([
    ['98765 43210'],
    ['+91 98765 43210'],
    ['098765-43210'],
    ['9876543210'],
    ['+919876543210'],
    ['919876543210'],
    ['0091 98765 43210'],
    ['(+91) 98765.43210'],
    ['  98765 43210  '],
  ])('stores %j as +919876543210', (typed) => {
    expect(normaliseIndianPhone(typed)).toEqual({ ok: true, phone: '+919876543210' });
  });

  it('accepts every mobile range, 6 to 9', () => {
    for (const first of ['6', '7', '8', '9']) {
      expect(normaliseIndianPhone(`${first}123456789`)).toEqual({ ok: true, phone: `+91${first}123456789` });
    }
  });

  it('treats an empty field as clearing the number', () => {
    expect(normaliseIndianPhone('')).toEqual({ ok: true, phone: null });
    expect(normaliseIndianPhone('   ')).toEqual({ ok: true, phone: null });
  });

  it('says why a number is refused', () => {
    expect(normaliseIndianPhone('98765 4321')).toEqual({ ok: false, reason: 'length', digits: 9, message: phoneMessages.length(9) });
    expect(normaliseIndianPhone('98765 432100')).toEqual({ ok: false, reason: 'length', digits: 11, message: phoneMessages.length(11) });
    expect(normaliseIndianPhone('+91 98765 4321')).toEqual({ ok: false, reason: 'length', digits: 9, message: phoneMessages.length(9) });
    expect(normaliseIndianPhone('58765 43210')).toEqual({ ok: false, reason: 'start', message: phoneMessages.start });
    expect(normaliseIndianPhone('012345 67890')).toEqual({ ok: false, reason: 'start', message: phoneMessages.start });
    expect(normaliseIndianPhone('+1 415 555 0100')).toEqual({ ok: false, reason: 'foreign', message: phoneMessages.foreign });
    expect(normaliseIndianPhone('98765 4321O')).toEqual({ ok: false, reason: 'characters', message: phoneMessages.characters });
    expect(normaliseIndianPhone('call me')).toEqual({ ok: false, reason: 'characters', message: phoneMessages.characters });
    expect(normaliseIndianPhone('98765+43210')).toEqual({ ok: false, reason: 'characters', message: phoneMessages.characters });
  });
});

describe('formatIndianPhone', () => {
  it('groups the stored form for reading', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('12345')).toBe('12345');
  });
});
