// The catalogue's counts for the admin home.
export { countAuthoring } from './overview.repository.ts';
