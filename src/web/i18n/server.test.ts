// What a rendered page hands the browser of its messages (decision 046): the namespaces its render
// used, `common` always, in its own language only, as JSON a '</script>' in a message cannot end.
import { describe, expect, it } from 'vitest';
import { MESSAGES_ELEMENT_ID, type InlineMessages } from './messages.ts';
import { resources } from './resources.ts';
import { createTranslator, messagesScript } from './server.ts';

const parse = (script: string) => {
  const match = new RegExp(`^<script type="application/json" id="${MESSAGES_ELEMENT_ID}">(.*)</script>$`).exec(script);
  expect(match).not.toBeNull();
  expect(match![1]).not.toContain('<');
  return JSON.parse(match![1]!) as InlineMessages;
};

describe('the messages a rendered page carries', () => {
  it('are the namespaces the render asked for, and common, in the page language only', () => {
    const translator = createTranslator('hi');
    translator.getFixedT('hi', 'landing');
    translator.getFixedT('hi', 'catalogue');
    const inline = parse(messagesScript('hi', translator.used));
    expect(inline.language).toBe('hi');
    expect(Object.keys(inline.namespaces).sort()).toEqual(['catalogue', 'common', 'landing']);
    expect(inline.namespaces.landing).toEqual(resources.hi.landing);
  });

  it('are the same for a language and a set of namespaces, whatever order they were asked in', () => {
    const first = messagesScript('en', ['quiz', 'result']);
    expect(messagesScript('en', ['result', 'common', 'quiz'])).toBe(first);
    expect(messagesScript('hi', ['quiz', 'result'])).not.toBe(first);
    expect(Object.keys(parse(first).namespaces).sort()).toEqual(['common', 'quiz', 'result']);
  });
});
