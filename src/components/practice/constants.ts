// The practice threshold, shared by the extraction (worker) and the pages (which must not load the solver).
/** Losses below this many points are not worth practising (one trick's 5 points at the even count, say). */
export const MIN_GAIN = 10;
