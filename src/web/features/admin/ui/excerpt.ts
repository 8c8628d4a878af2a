// A question's first lines for one row of a list (shared/markdown/excerpt.ts): the server cuts its excerpts the same way.
export { excerptOf } from '../../../../shared/markdown/excerpt.ts';
