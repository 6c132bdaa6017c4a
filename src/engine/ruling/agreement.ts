// Whether a ruling's short answer says only what its scenario checks, under one edition: an
// expectation decides the question after the scenario's last action, and every number, zone and
// player the answer names is checked by an expectation (which the run then proves to hold).
// A ruling that passes this and its run is what the site may call «Проверено».
import type { InputProblem } from '../../input/index.ts';
import type { Step } from '../scenario/types.ts';
import type { Edition } from '../types.ts';
import { PLAYER_LETTER, ZONE_WORDS } from '../words.ts';
import { answerClaims, checkedClaims, decides, key, type Said } from './claims.ts';
import { answerFor, type RulingRead } from './read.ts';

/** «руке» (hand), «противника» (B), «5». */
function named({ claim, text }: Said, ru: boolean): string {
  if (claim.kind === 'number') return `«${text}»`;
  const what = claim.kind === 'zone' ? (ru ? ZONE_WORDS[claim.zone].name : claim.zone) : ru ? `игрок ${PLAYER_LETTER[claim.player]}` : claim.player;
  return `«${text}» (${what})`;
}

/** `answeredAs`: the edition whose answer the run under `edition` checks (a carried answer's). */
export function answerProblems(read: Extract<RulingRead, { ok: true }>, steps: Step[], edition: Edition, answeredAs: Edition = edition): InputProblem[] {
  const { ruling, input } = read;
  const answer = answerFor(ruling, answeredAs);
  if (answer === null) return [];
  const problems: InputProblem[] = [];
  if (!decides(steps, edition)) {
    problems.push(
      input.problem(
        ['scenario', 'steps'],
        `no expectation decides the question in the ${edition} edition: after its last action the scenario must check the outcome with "expect" (an "ask" checks nothing)`,
        `в редакции ${edition} вопрос не решает ни одно ожидание: после последнего действия сценарий должен проверить итог шагом expect (ask ничего не проверяет)`,
      ),
    );
  }
  const checked = checkedClaims(steps, edition);
  const unchecked = answerClaims(answer).filter((said) => !checked.has(key(said.claim)));
  if (unchecked.length) {
    const en = unchecked.map((s) => named(s, false)).join(', ');
    const ru = unchecked.map((s) => named(s, true)).join(', ');
    problems.push(
      input.problem(
        typeof ruling.answer === 'string' ? ['answer'] : ['answer', answeredAs],
        `the answer names ${en}, which no expectation of the scenario checks in the ${edition} edition: add the expectation that checks it, or say only what is checked`,
        `ответ называет ${ru}, а ни одно ожидание сценария в редакции ${edition} этого не проверяет: добавьте проверку (expect) или не говорите лишнего`,
      ),
    );
  }
  return problems;
}
