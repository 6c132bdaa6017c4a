// What a link to a page shows in a chat (Telegram, VK) or a search result: a title and a short
// description built from the page's content, and a preview image for its kind of page. Rule
// text is quoted as written, only cut short.
import { blockText, withoutNumber, type Block } from '../rulebook/index.ts';
import type { ViewRule, ViewSection } from '../rulebook/index.ts';
import type { Scenario, ScenarioResult } from '../engine/index.ts';
import type { CardDef } from '../engine/index.ts';
import { sectionLabel } from '../routes/index.ts';
import { editionTitle, type SiteData } from './data.ts';
import { cardSheet, NO_DATA } from './card-sheet.ts';
import { SITE_NAME } from './identity.ts';
import type { PreviewDrawing } from './preview-image.ts';

export const DEFAULT_DESCRIPTION = `${SITE_NAME}: правила, поиск, проверяемые примеры.`;

/** Chats cut longer descriptions anyway; a cut of our own ends at a word. */
const DESCRIPTION_LENGTH = 200;

/** The kinds of page, each with its own preview image. */
export const previewKinds = {
  site: 'Свод правил',
  rule: 'Правило',
  section: 'Раздел правил',
  example: 'Проверяемый пример',
  ruling: 'Решение судьи',
  glossary: 'Глоссарий',
  card: 'Карта',
  judge: 'Стол судьи',
} as const;
export type PreviewKind = keyof typeof previewKinds;

export interface Share {
  /** Without the game's name: Base adds « · Берсерк. Герои». */
  title: string;
  description: string;
  kind: PreviewKind;
  /** The page's own preview image (a rule, a ruling, a card); without it, its kind's. */
  image?: PagePreview;
}

/** A page's own preview image: where it lies under its kind (`current/205.4`), what it draws, and its text for those who cannot see it. */
export interface PagePreview {
  key: string;
  drawing: PreviewDrawing;
  alt: string;
}

/** Whitespace made single, cut to `max` characters at a word boundary with «…». */
function clip(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

/** A rule's own text without its number, and without the examples that follow it. */
const ruleText = (blocks: Block[]) =>
  blocks
    .filter((b) => b.kind !== 'example')
    .map((b) => withoutNumber(blockText(b)))
    .join(' ');

/** A rule in a view: its image shows its number, the start of its text, its edition and section. */
export function ruleShare(site: SiteData, viewId: string, section: ViewSection, entry: ViewRule): Share {
  const { number } = entry.rule;
  const title = `Правило ${number}${section.title ? ` — ${section.title}` : ''}`;
  const edition = editionTitle(site, entry.edition);
  const text = ruleText(entry.rule.blocks);
  const drawing: PreviewDrawing = {
    kicker: `${edition} · ${sectionLabel(section.number, section.title)}`,
    runs: [
      { text: number, size: 120, lines: 1, bold: true, colour: 'accent' },
      { text, size: 42, lines: 4 },
    ],
  };
  return {
    title,
    description: clip(`${edition}. ${text}`),
    kind: 'rule',
    image: { key: `${viewId}/${number}`, drawing, alt: clip(`Правило ${number}, ${edition.toLowerCase()}: ${text}`, 160) },
  };
}

/** A section's title says «Раздел» once: «Раздел 205. Кладбище», or «Раздел 517» without a heading. */
export function sectionShare(site: SiteData, section: ViewSection): Share {
  const first = section.rules.map(({ rule }) => `${rule.number}. ${ruleText(rule.blocks)}`).join(' ');
  const opening = section.preamble.map((b) => blockText(b.block)).join(' ');
  const label = sectionLabel(section.number, section.title);
  return {
    title: section.title ? `Раздел ${label}` : label,
    description: clip(`${editionTitle(site, section.edition)}. ${opening} ${first}`),
    kind: 'section',
  };
}

/** An example's answer: what its last expectation or question found, as the build's run says. */
export function exampleShare(scenario: Scenario, result: ScenarioResult, fallbackTitle: string): Share {
  const checked = result.steps.filter((_, i) => scenario.steps[i]?.kind !== 'action');
  const answer = checked.at(-1)?.message ?? '';
  const title = scenario.title ?? fallbackTitle;
  return { title: `Пример: ${title}`, description: clip(answer ? `${title}: ${answer}` : title), kind: 'example' };
}

/** A ruling: the question and the short answer, each edition's where they differ; its image shows both. */
export function rulingShare(id: string, question: string, answers: { answer: string; editions: { title: string }[] }[]): Share {
  const answer = answers.length === 1 ? answers[0].answer : answers.map((a) => `${a.editions.map((e) => e.title).join(', ')}: ${a.answer}`).join('; ');
  const drawing: PreviewDrawing = {
    kicker: previewKinds.ruling,
    runs: [
      { text: question, size: 52, lines: 4, bold: true },
      { text: `Ответ: ${answer}`, size: 44, lines: 2, bold: true, colour: 'accent' },
    ],
  };
  return {
    title: question,
    description: clip(`${question} — ${answer}`),
    kind: 'ruling',
    image: { key: id, drawing, alt: clip(`${question} Ответ: ${answer}`, 160) },
  };
}

/** A card: its facts, and its abilities as the site retells them; its image shows its name and facts. */
export function cardShare(card: CardDef): Share {
  const sheet = cardSheet(card);
  const facts = sheet.map(([label, value]) => `${label}: ${value ?? NO_DATA}`).join(', ');
  const numbers = sheet
    .filter(([label, value]) => label !== 'Тип' && value !== null)
    .map(([label, value]) => `${label}: ${value}`.replace(/ /g, '\u00a0'))
    .join(' · ');
  const drawing: PreviewDrawing = {
    kicker: `${previewKinds.card} · ${sheet[0][1]}`,
    runs: [
      { text: card.name, size: 100, lines: 2, bold: true, colour: 'accent' },
      { text: numbers, size: 44, lines: 2, bold: true },
      { text: card.abilities.map((a) => a.text).join(' '), size: 36, lines: 2, colour: 'muted' },
    ],
  };
  return {
    title: card.name,
    description: clip([facts, ...card.abilities.map((a) => a.text)].join('. ')),
    kind: 'card',
    image: { key: card.slug, drawing, alt: clip(`${card.name}: ${facts}`, 160) },
  };
}

export function termShare(term: string, definition: string): Share {
  return { title: `${term} — глоссарий`, description: clip(definition), kind: 'glossary' };
}

/**
 * The judge's board is one static page whatever situation its link carries (the situation is in
 * the address's #fragment, which never reaches the server): a chat can only show what every
 * board link shares. The situation's own line is the page's title once the page runs.
 */
export const judgeShare: Share = {
  title: 'Стол судьи',
  description: 'Расклад на столе судьи: карты по зонам, монеты, ходы и вопросы. Движок правил отвечает и показывает, какие правила применил.',
  kind: 'judge',
};
