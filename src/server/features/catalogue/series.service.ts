// The catalogue's test series for the admin area: read every status, write with the caller's transaction.
export type { ContentStatus, SeriesRecord, SeriesValues } from './series.repository.ts';
export { deleteSeries, findSeriesRecord, insertSeries, listAllSeries, lockSeries, testIdsOfSeries, updateSeries } from './series.repository.ts';
