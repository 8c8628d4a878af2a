// The app's HTML template: the server puts a rendered page between the page-body markers, and React
// takes over exactly what #root holds, so nothing may stand between the markers and #root's tags.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const template = readFileSync(new URL('./index.html', import.meta.url), 'utf8');

describe('index.html', () => {
  it('holds the page body directly inside #root, with no text around the markers', () => {
    expect(template).toMatch(/<div id="root"><!--page-body-->[^]*<!--\/page-body--><\/div>/);
  });

  it('has its page head between markers the server fills', () => {
    expect(template).toMatch(/<!--page-head-->[^]*<!--\/page-head-->/);
  });
});
