// What catalogue items are called, by id (the audit log's names and links).
export type { CatalogueIds } from './names.repository.ts';
export { catalogueNames } from './names.repository.ts';
