// Whether this run is `npm run test:deep`: the exhaustive variants that every ordinary run samples (README, "Run it").
export const DEEP = process.env.GX_DEEP === '1';

/**
 * A property's number of runs: all of them in npm run test:deep, a share of them in an ordinary run. Each property's
 * seed is fixed (or fast-check's per run), so an ordinary run checks the first cases of the deep run's list.
 */
export const runs = (deep: number, share = 3): number => (DEEP ? deep : Math.max(1, Math.ceil(deep / share)));
