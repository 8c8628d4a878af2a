// Moodle's bilingual text read as a question's Hindi version (decision 034): filter_multilang's spans and
// filter_multilang2's {mlang} blocks, in files as Moodle exports them (GIFT escapes the braces and '=').
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT } from './items.ts';
import { parseMoodleXml } from './moodle-xml.ts';
import { giftItems } from './gift.ts';
import { splitMultilang } from './multilang.ts';

const gift = readFileSync(new URL('./fixtures/moodle-multilang.gift.txt', import.meta.url), 'utf8');
const xml = readFileSync(new URL('./fixtures/moodle/multilang.xml', import.meta.url), 'utf8');

describe('splitMultilang', () => {
  it('keeps the text outside the blocks in both, each block in its language, and other languages in neither', () => {
    expect(splitMultilang('Q1. {mlang en}Hello{mlang}{mlang hi}नमस्ते{mlang}{mlang fr}Bonjour{mlang} $x$')).toEqual({
      english: 'Q1. Hello $x$',
      hindi: 'Q1. नमस्ते $x$',
    });
    expect(splitMultilang('{mlang en,other}Hi{mlang}{mlang hi_in}हाय{mlang}')).toEqual({ english: 'Hi', hindi: 'हाय' });
    expect(splitMultilang('plain text')).toEqual({ english: 'plain text', hindi: null });
    expect(splitMultilang('{mlang en}English only{mlang}')).toEqual({ english: 'English only', hindi: null });
    // a block never closed is text
    expect(splitMultilang('{mlang hi}अधूरा')).toEqual({ english: '{mlang hi}अधूरा', hindi: null });
  });
});

describe('a GIFT export with multilang text', () => {
  const items = [...giftItems(gift, DEFAULT_IMPORT)];

  it('reads <span class="multilang"> in the question, the answers and the general feedback', () => {
    expect(items[0]).toMatchObject({
      ok: true,
      question: {
        text: 'What is the capital of India?',
        options: ['New Delhi', 'Mumbai', 'Kolkata'],
        explanation: 'New Delhi has been the capital since 1931.',
        hindi: {
          text: 'भारत की राजधानी क्या है?',
          options: [{ text: 'नई दिल्ली' }, { text: 'मुंबई' }, { text: 'कोलकाता' }],
          explanation: 'नई दिल्ली 1931 से राजधानी है।',
        },
      },
    });
  });

  it('reads escaped {mlang} blocks, a plain answer being the same in both languages, and keeps the formula', () => {
    expect(items[1]).toMatchObject({
      ok: true,
      question: {
        text: 'What is $2^{10}$?',
        options: ['1024', '512', '2048'],
        hindi: { text: '$2^{10}$ का मान क्या है?', options: [{ text: '1024' }, { text: '512' }, { text: '2048' }], explanation: '1 को दस बार दोगुना करने पर।' },
      },
    });
  });

  it('refuses a question whose answer has an empty Hindi block, with the editor’s words', () => {
    expect(items[2]).toMatchObject({ ok: false, kind: 'error', reason: 'Option B has English text but no Hindi text.' });
  });
});

describe('a Moodle XML export with multilang text', () => {
  const items = parseMoodleXml(xml, DEFAULT_IMPORT);

  it('reads spans, whatever the order of their attributes, and {mlang} blocks', () => {
    expect(items[0]).toMatchObject({
      ok: true,
      question: {
        text: 'A hypothesis is best described as',
        options: ['A tentative statement', 'A proven law'],
        explanation: 'A tentative statement to be tested.',
        hindi: {
          text: 'परिकल्पना का सबसे उपयुक्त वर्णन है',
          options: [{ text: 'एक अस्थायी कथन' }, { text: 'एक सिद्ध नियम' }],
          explanation: 'परीक्षण हेतु एक अस्थायी कथन।',
        },
      },
    });
    expect(items[1]).toMatchObject({
      ok: true,
      question: {
        text: 'Which sampling gives every member an equal chance?',
        options: ['Quota sampling', 'Simple random sampling'],
        correctIndex: 1,
        hindi: {
          text: 'किस प्रतिचयन में प्रत्येक सदस्य को समान अवसर मिलता है?',
          options: [{ text: 'कोटा प्रतिचयन' }, { text: 'सरल यादृच्छिक प्रतिचयन' }],
          explanation: '',
        },
      },
    });
  });
});
