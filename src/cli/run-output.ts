// What `svod run` prints, bounded. A small scenario may ask thousands of questions about hundreds
// of cards, and its answers printed whole grow far beyond it (a 90 KB scenario printed 126 MB).
// So each text is cut to MAX_TEXT characters, and answers and traces are printed until
// OUTPUT_BUDGET bytes have gone out; after that only each step's result and the start of its
// message (SHORT_TEXT characters), and the output says that it was cut (`"truncated": true` in
// JSON). So the output is at most OUTPUT_BUDGET bytes and about 300 bytes a step beyond it.
import { traceLine, type InputProblem, type ScenarioResult, type StepResult } from '../engine/index.ts';
import { excerpt } from '../input/index.ts';

export const OUTPUT_BUDGET = 2_000_000;
export const MAX_TEXT = 500;
const SHORT_TEXT = 100;

const cutTo = (max: number) => (_key: string, value: unknown) => (typeof value === 'string' ? excerpt(value, max) : value);
const cut = cutTo(MAX_TEXT);

/** Counts what goes out, and says whether a piece of `size` still fits. */
function budget() {
  let used = 0;
  let over = false;
  return {
    fits(size: number): boolean {
      if (!over && used + size <= OUTPUT_BUDGET) {
        used += size;
        return true;
      }
      over = true;
      return false;
    },
    get truncated() {
      return over;
    },
  };
}

/** The JSON of `svod run --json`: `{"results":[{"file","id","passed","steps":[{"ok","message","trace","answer"?}]}],"errors","passed","failed"}`. */
export function jsonReport(results: ScenarioResult[], errors: InputProblem[]): string {
  const room = budget();
  const step = (s: StepResult) => {
    const full = JSON.stringify({ ok: s.ok, message: s.message, trace: s.trace, ...(s.answer ? { answer: s.answer } : {}) }, cut);
    return room.fits(Buffer.byteLength(full)) ? full : JSON.stringify({ ok: s.ok, message: s.message, trace: [], truncated: true }, cutTo(SHORT_TEXT));
  };
  const result = (r: ScenarioResult) =>
    `{${JSON.stringify({ file: r.file, id: r.id, passed: r.passed }, cut).slice(1, -1)},"steps":[${r.steps.map(step).join(',')}]}`;
  const passed = results.filter((r) => r.passed).length;
  const listed = results.map(result).join(',');
  const tail = JSON.stringify(
    {
      errors: errors.map(({ file, line, column, message }) => ({ file, line, column, message })),
      passed,
      failed: results.length - passed,
      ...(room.truncated ? { truncated: true } : {}),
    },
    cut,
  );
  return `{"results":[${listed}],${tail.slice(1)}`;
}

/** The lines of `svod run` without --json. */
export function textReport(results: ScenarioResult[]): string[] {
  const room = budget();
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.passed ? 'PASS' : 'FAIL'} ${r.file} (${r.id}, ${r.edition})`);
    r.steps.forEach((s, i) => {
      if (!s.ok) lines.push(`  step ${i + 1}: ${excerpt(s.message, room.truncated ? SHORT_TEXT : MAX_TEXT)}`);
      if (!s.answer) return;
      const answer = [
        `  step ${i + 1}: ${excerpt(`${s.answer.question} ${s.answer.text}`, MAX_TEXT)}`,
        ...s.answer.trace.map((t) => `    ${excerpt(traceLine(t), MAX_TEXT)}`),
      ];
      if (room.fits(answer.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0))) lines.push(...answer);
    });
  }
  if (room.truncated) lines.push(`… answers past the first ${OUTPUT_BUDGET / 1_000_000} MB are left out: ask fewer questions, or run the scenarios one by one`);
  return lines;
}
