/** One line of the `npm run bench` table. */
export interface BenchRow {
  area: string;
  metric: string;
  value: string;
  budget: string;
  ok: boolean;
}
