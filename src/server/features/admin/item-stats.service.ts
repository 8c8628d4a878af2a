// The item statistics' public face for other modules and the app (features/admin/item-stats): a
// submit or a regrade marks its paper in its own transaction; main.ts runs the job.
export { markPaperDirty, type PaperRef } from './item-stats/repository.ts';
export { runStatsJob, startStatsJob, STATS_INTERVAL_MS } from './item-stats/job.ts';
