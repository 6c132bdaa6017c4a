// What an answer says, in Russian: the site's search and the MCP server's texts. The engine's
// answer with the rules it applied, each with its edition; or which number is missing, or that
// the query's numbers are no variant the engine computed.
import type { Asked } from './answer.ts';
import { QUANTITY_WORDS } from './quantities.ts';
import type { Quantity } from '../practice/index.ts';
import type { Player } from './players.ts';
import { anchorLabel } from '../routes/index.ts';

const named = (values: Partial<Record<Quantity, number | string>>) =>
  Object.entries(values)
    .map(([q, v]) => `${QUANTITY_WORDS[q as Quantity].label} — ${v}`)
    .join(', ');

const ABOUT: Record<Player, string> = { self: 'вас', opponent: 'противнике' };

/** A number said about the other player: named, and left out. */
const elsewhere = (asked: Asked): string[] =>
  asked.elsewhere.map(
    (e) =>
      `Число ${e.n} (${QUANTITY_WORDS[e.quantity].label}) сказано о ${ABOUT[e.player]}, а ситуация — о ${ABOUT[asked.about ?? 'self']}: её числа — об одном игроке, это число не подставлено.`,
  );

/** The lines of an answer; `edition` names an edition as the reader knows it. */
export function askLines(asked: Asked, edition: (id: string) => string): string[] {
  return [...lines(asked, edition), ...elsewhere(asked)];
}

function lines(asked: Asked, edition: (id: string) => string): string[] {
  if (asked.kind === 'answer') {
    return [
      asked.text,
      ...asked.answers.map((a) => {
        const rules = a.rules.map((r) => `${anchorLabel(r.rule)} (${edition(r.edition)})`).join(', ');
        const lead = asked.answers.length > 1 ? `${a.editions.map(edition).join(', ')}: ответ движка` : 'Ответ движка';
        return `${lead} — ${a.answer.replace(/\.$/, '')}; применены правила: ${rules}.`;
      }),
    ];
  }
  const lead = `Похоже на ситуацию: «${asked.question}»`;
  if (asked.kind === 'missing')
    return [lead, `Не хватает числа: ${asked.missing.map((m) => m.asks).join('; ')}. Назовите его в запросе или откройте ситуацию на столе судьи.`];
  const computed = named(Object.fromEntries(Object.entries(asked.computed).map(([q, r]) => [q, r.from === r.to ? `${r.from}` : `от ${r.from} до ${r.to}`])));
  return [
    lead,
    `Такой вариант движок заранее не считал (${named(asked.given)}); посчитаны: ${computed}. Откройте ситуацию на столе судьи и поставьте свои числа.`,
  ];
}
