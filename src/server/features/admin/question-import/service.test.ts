import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../../shared/api/question-import.ts';
import { previewImport } from './service.ts';

describe('previewImport', () => {
  it('counts ready, converted, skipped and broken questions', () => {
    const text = ['Ready?{=a ~b}', 'Converted.{TRUE}', 'Skipped?{}', 'Broken {=a'].join('\n\n');
    const preview = previewImport(text, 'gift', { section: 'Aptitude' });
    expect(preview.summary).toEqual({ ready: 1, converted: 1, skipped: 1, errors: 1 });
    expect(preview.items.map((item) => item.line)).toEqual([1, 3, 5, 7]);
    expect(preview.items[0]).toMatchObject({ ok: true, question: { section: 'Aptitude', source: 'original' } });
  });

  it('refuses a file over the size limit, saying how large it is', () => {
    const text = `Q?{=a ~b}\n\n${'x'.repeat(IMPORT_MAX_BYTES)}`;
    expect(previewImport(text, 'gift')).toMatchObject({
      fileError: 'The file is 5.0 MB; at most 5 MB can be imported at once. Split it into smaller files.',
      items: [],
    });
  });

  it('says when a file holds nothing it can read', () => {
    expect(previewImport('   \n', 'aiken').fileError).toBe('The file is empty.');
    expect(previewImport('just one line of prose', 'aiken')).toMatchObject({ summary: { errors: 1 }, fileError: null });
  });
});
