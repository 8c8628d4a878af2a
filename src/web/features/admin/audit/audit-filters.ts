// The audit page's filters in the URL (?actor=&action=&entity=&entityId=&from=&to=&page=): shareable,
// and the back button returns to them. Anything malformed is dropped rather than sent to the server.
import { isIsoDate } from '../../../../shared/api/admin-payments.ts';
import type { AuditTarget } from '../../../../shared/api/audit.ts';
import { adminPaths } from '../../../lib/paths.ts';

export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
  page: number;
}

export const noAuditFilters: AuditFilters = { actor: '', action: '', entity: '', entityId: '', from: '', to: '', page: 1 };

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const actor = text(params.get('actor'), 36);
  const from = text(params.get('from'), 10);
  const to = text(params.get('to'), 10);
  const filters: AuditFilters = {
    actor: isUuid(actor) ? actor : '',
    action: text(params.get('action'), 60),
    entity: text(params.get('entity'), 60),
    entityId: text(params.get('entityId'), 200),
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  // a range the wrong way round is read as the same days the right way round
  if (filters.from && filters.to && filters.from > filters.to) [filters.from, filters.to] = [filters.to, filters.from];
  return filters;
}

export function auditParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'entity', 'entityId', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const anyAuditFilter = (filters: AuditFilters) =>
  Boolean(filters.actor || filters.action || filters.entity || filters.entityId || filters.from || filters.to);

/** How the log's entity kinds read to people. */
const entityLabels: Record<string, string> = {
  question: 'Question',
  'question-import': 'Question import',
  'generation-job': 'AI generation',
  test: 'Test',
  test_series: 'Test series',
  quiz: 'Weekly quiz',
  notifications: 'Notification',
  pages: 'Site page',
  user: 'User',
  enrolment: 'Enrolment',
  payment: 'Payment',
};

export const entityLabel = (entity: string) => entityLabels[entity] ?? entity.charAt(0).toUpperCase() + entity.slice(1).replace(/[_-]+/g, ' ');

/** 'question.request-changes' -> 'request changes': the verb, the entity being shown beside it. */
export const actionLabel = (action: string) => (action.includes('.') ? action.slice(action.indexOf('.') + 1) : action).replace(/[_-]+/g, ' ');

/** The admin page of an entry's entity. */
export function targetPath(target: AuditTarget): string {
  switch (target.page) {
    case 'question':
      return adminPaths.question(target.id);
    case 'series':
      return adminPaths.series(target.id);
    case 'test':
      return target.parentId ? adminPaths.test(target.parentId, target.id) : adminPaths.seriesList();
    case 'quiz':
      return adminPaths.quiz(target.id);
    case 'notification':
      return adminPaths.notification(target.id);
    case 'page':
      return adminPaths.page(target.id);
    case 'person':
      return adminPaths.person(target.id);
  }
}
