/**
 * Uploads one person may start in a window, counted in the database so every API process shares
 * the budget. Enough to drop a year's reports at once; what it stops is a loop that uploads,
 * deletes and uploads again, each time costing the disk a write and the worker an analysis.
 */
export const UPLOAD_RATE_LIMIT = { uploads: 30, windowMs: 10 * 60_000 } as const;
