// What a reader must never see: the site's internal ids and the scenario format's English words.
// Shared by the scan of every built page (test/site) and the board's checks in the browser (test/e2e).
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** Each pattern with what it catches, so a failure says what kind of leak it found. */
const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'positional anchor (205-p1)', pattern: /\d-p\d/ },
  { name: 'list anchor (517.3-l1)', pattern: /-l\d/ },
  { name: 'example anchor (203.2/ex1)', pattern: /\d\/ex\d/ },
  { name: 'zone as data (A.play)', pattern: /\b[AB]\.(?:play|hand|deck|graveyard|supply|hero)\b/ },
  { name: 'phase as data ("main")', pattern: /"main"|\bфаза:\s*main\b|\bmain\b/ },
  { name: 'JSON', pattern: /\{"|":\s*[\d"{[]/ },
  {
    name: 'scenario verb',
    pattern:
      /\b(?:play|move|destroy|wound|heal|draw|discard|summon|revive|takeControl|create|gainCoins|loseCoins|modify|addMarker|attack|activate|defer|endTurn|accumulation|expect|ask)\b/,
  },
  { name: 'Latin player letter («игрок A»)', pattern: /(?:игрок|игрока|игроку|игроком|игроке)\s+[AB]\b/ },
  { name: 'edition id (early, late)', pattern: /\b(?:early|late)\b/ },
  { name: 'section without its number', pattern: /Раздел без заголовка/ },
  { name: 'untitled section as a title («203. без заголовка»)', pattern: /\d\.\s*без заголовка/ },
  // An edition's title is data in the nominative: after a preposition it stands behind «редакции».
  { name: 'edition title not declined («в «Поздняя редакция»»)', pattern: /(?<!\p{L})(?:в|во|из|от|до|для|по|при|к|с) «[^»]*(?:ая|яя) редакция»/u },
  { name: 'file path', pattern: /\b[\w-]+\/[\w./-]+\.(?:ya?ml|md|json|ts|txt)\b/ },
];

/** The leaks in a piece of visible text, each with the text around it. A web address (a printed
 *  page's own address) is an address, whatever route words it holds. */
export function leaksIn(shown: string): { name: string; context: string }[] {
  const text = shown.replace(/\bhttps?:\/\/\S+/g, ' ');
  const found: { name: string; context: string }[] = [];
  for (const { name, pattern } of LEAKS) {
    const m = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`).exec(text);
    if (m) found.push({ name, context: text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ') });
  }
  return found;
}

/** Elements whose content is not text a reader sees: code and data for the browser. */
const UNSEEN = new Set(['script', 'style', 'template']);
/**
 * Code shown as code on purpose: the scenario's own text («Текст сценария») is the format itself,
 * and the /api/ page's examples and schemas are the JSON that outside tools read.
 */
const SHOWN_AS_CODE = new Set(['data-scenario-text', 'data-api-text']);
/** Text in another language, marked so (a licence quoted as written): a screen reader reads it in that language. */
const otherLanguage = (attrs: { name: string; value: string }[]) => attrs.some((a) => a.name === 'lang' && !/^ru\b/.test(a.value));
/** Attributes that are read to people (by screen readers, as tooltips); hrefs and data are not. */
const SPOKEN = new Set(['title', 'aria-label', 'alt', 'placeholder']);

/** A page's visible text (the title too): its text nodes and the attributes said to people. */
export function visibleText(html: string): string {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if ('tagName' in node) {
      if (UNSEEN.has(node.tagName) || node.attrs.some((a) => SHOWN_AS_CODE.has(a.name)) || otherLanguage(node.attrs)) return;
      for (const attr of node.attrs) if (SPOKEN.has(attr.name)) out.push(attr.value);
    }
    if (node.nodeName === '#text' && 'value' in node) out.push(node.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out.join('\n');
}

const LINE_TAGS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'summary', 'dt', 'dd', 'td', 'th']);

/** Each line a reader reads (a paragraph, a list item, a heading), with the text inside it. The
 *  rulebook's own text (`.block`, `.rule-list`) is quoted as written and left out. */
export function linesOf(html: string): string[] {
  const out: string[] = [];
  const text = (node: Node): string => {
    if (node.nodeName === '#text' && 'value' in node) return node.value;
    if ('tagName' in node && UNSEEN.has(node.tagName)) return '';
    return 'childNodes' in node ? node.childNodes.map(text).join('') : '';
  };
  const walk = (node: Node): void => {
    if ('tagName' in node) {
      const cls = node.attrs.find((a) => a.name === 'class')?.value.split(/\s+/) ?? [];
      if (UNSEEN.has(node.tagName) || cls.includes('block') || cls.includes('rule-list')) return;
      const nested = (n: Node): boolean => 'childNodes' in n && n.childNodes.some((c) => ('tagName' in c && LINE_TAGS.has(c.tagName)) || nested(c));
      if (LINE_TAGS.has(node.tagName) && !nested(node)) return void out.push(text(node).replace(/\s+/g, ' ').trim());
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out;
}

/** A phrase of three words or more said twice running in one line («Правила прямо не говорят Правила прямо не говорят»). */
export function saidTwice(line: string): string | null {
  return /(?<!\p{L})(\p{L}+(?:\s+\p{L}+){2,})\s+\1(?!\p{L})/iu.exec(line)?.[1] ?? null;
}

/** Rule numbers printed more than once in one line. */
export function repeatedNumbers(line: string): string[] {
  const numbers: string[] = line.match(/\b\d{3}(?:\.\d+)+\b/g) ?? [];
  return [...new Set(numbers.filter((n, i) => numbers.indexOf(n) !== i))];
}
