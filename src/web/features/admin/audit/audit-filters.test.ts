import { describe, expect, it } from 'vitest';
import { actionLabel, anyAuditFilter, auditFiltersFromParams, auditParams, entityLabel, noAuditFilters, targetPath } from './audit-filters.ts';

const actor = '0b6f1c1e-8d55-4c5e-9a57-3f0c2f7d9e11';

describe('the audit filters in the URL', () => {
  it('read back what they wrote', () => {
    const filters = { actor, action: 'question.approve', entity: 'question', entityId: 'abc', from: '2026-03-01', to: '2026-03-31', page: 3 };
    const params = auditParams(filters);
    expect(params.toString()).toBe(`actor=${actor}&action=question.approve&entity=question&entityId=abc&from=2026-03-01&to=2026-03-31&page=3`);
    expect(auditFiltersFromParams(params)).toEqual(filters);
    expect(anyAuditFilter(filters)).toBe(true);
    expect(auditParams(noAuditFilters).toString()).toBe('');
  });

  it('drop what the server would refuse, and turn a backwards range round', () => {
    const filters = auditFiltersFromParams(new URLSearchParams('actor=someone&from=2026-02-30&to=soon&page=-2'));
    expect(filters).toEqual(noAuditFilters);
    expect(anyAuditFilter(filters)).toBe(false);
    expect(auditFiltersFromParams(new URLSearchParams('from=2026-03-31&to=2026-03-01'))).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
  });
});

describe('the words and links of an entry', () => {
  it('names kinds and actions in words, and links each kind to its admin page', () => {
    expect(entityLabel('test_series')).toBe('Test series');
    expect(entityLabel('something_new')).toBe('Something new');
    expect(actionLabel('question.request-changes')).toBe('request changes');
    expect(targetPath({ page: 'test', id: 't1', parentId: 's1' })).toBe('/admin/series/s1/tests/t1');
    expect(targetPath({ page: 'question', id: 'q1', parentId: null })).toBe('/admin/questions/q1');
    expect(targetPath({ page: 'person', id: 'u1', parentId: null })).toBe('/admin/people/u1');
  });
});
