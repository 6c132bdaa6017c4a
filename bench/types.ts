/** One line of the `npm run bench` table. */
export interface BenchRow {
  area: string;
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
}

/** The row a measurement that failed leaves: `npm run bench` then exits non-zero. */
export const errorRow = (area: string, error: unknown): BenchRow => ({
  area,
  metric: 'error',
  value: String((error as Error)?.message ?? error).split('\n')[0],
  budget: '',
  ok: false,
});

export const isError = (row: BenchRow) => row.metric === 'error';
