// A browser test's own work budget for a background judge, read from a window property the test sets before the page loads.

/** The window properties a browser test may set (tests/e2e/test.ts); a page without them judges at its own budget. */
export const TEST_WORK_PROPERTIES = ['galapagosAuctionJudgeWork', 'galapagosCoachJudgeWork'] as const;
export type TestWorkProperty = (typeof TEST_WORK_PROPERTIES)[number];

/** The work per decision a browser test asked for in `property`, or undefined (the page's own budget) when none did. */
export function testWork(property: TestWorkProperty): number | undefined {
  const own = (globalThis as Partial<Record<TestWorkProperty, unknown>>)[property];
  return typeof own === 'number' && own > 0 ? own : undefined;
}
