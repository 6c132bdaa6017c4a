// What kind of step a written step is — its action, or the question it asks («ask:cost»; an
// expectation checks the answer to the same question) — so
// that the board can offer first what the rulebook's examples and the rulings do most often.
// Shared by the build (which counts them) and the board's panels (which rank by the count).
export function stepKind(step: Record<string, unknown>): string | null {
  const action = Object.keys(step)[0];
  if (action === undefined) return null;
  const inner = step[action];
  return (action === 'ask' || action === 'expect') && inner && typeof inner === 'object' ? `ask:${Object.keys(inner)[0] ?? ''}` : action;
}

/** How often each kind of step occurs in the scenarios given. */
export function stepKindCounts(scenarios: readonly { steps?: unknown }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { steps } of scenarios) {
    for (const step of Array.isArray(steps) ? steps : []) {
      const kind = step && typeof step === 'object' ? stepKind(step as Record<string, unknown>) : null;
      if (kind) counts[kind] = (counts[kind] ?? 0) + 1;
    }
  }
  return counts;
}
