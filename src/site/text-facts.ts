// What a reader should know about a text they read, said once per page: which edition it comes
// from, whether its number is inferred, whether the excerpt breaks off there. Each fact has a
// short form for the one line under the text and a sentence that explains it on demand. Pure:
// the pages (TextFacts.astro) and the offline reader (src/scripts/offline/offline-reader.ts) say the same.

export interface Fact {
  short: string;
  long: string;
}

/** The edition that gives the text, in the view being read. */
export interface EditionContext {
  /** The title of the text's edition. */
  edition: string;
  /** The title of the view's own edition (the current view's base), when the view is the current text. */
  currentBase?: string;
  /** The title of the edition that fills the current text's gaps, if any. */
  currentFill?: string;
  /** What edition.yaml says of an excerpt filed under the edition by assumption (its note). */
  assumed?: string;
}

/** The phrase for an inferred number, wherever the site marks one. */
export const INFERRED = 'номер восстановлен по порядку';
/** The phrase for an excerpt that stops after a rule. */
export const BREAKS_OFF = 'выдержка обрывается';
/** The phrase for an excerpt whose edition is assumed. */
const ASSUMED = 'редакция выдержки предположительна';

/** The edition, and said once beside it, that the excerpt is filed under it by assumption. */
function editionFacts(context: EditionContext): Fact[] {
  return [editionFact(context), ...(context.assumed ? [{ short: ASSUMED, long: context.assumed }] : [])];
}

function editionFact({ edition, currentBase, currentFill }: EditionContext): Fact {
  if (!currentBase) return { short: edition, long: `Текст одной редакции — «${edition}».` };
  if (edition !== currentBase) {
    return { short: edition, long: `Текст из редакции «${edition}»: в выдержках основы текущего текста правил («${currentBase}») этого места нет.` };
  }
  const fill = currentFill ? `; где в её выдержках места нет, показана «${currentFill}» с пометкой` : '';
  return { short: edition, long: `Текст из редакции «${edition}» — основы текущего текста правил${fill}.` };
}

/** The phrase for a number the text gives more than once (the rule's address is `104.3-2`). */
const REPEATED = 'номер повторяется в тексте';

export function ruleFacts(rule: { number: string; inferred: boolean; breaksOff: boolean }, edition: EditionContext): Fact[] {
  const repeat = /^(.+)-\d+$/.exec(rule.number);
  return [
    ...editionFacts(edition),
    ...(rule.inferred
      ? [{ short: INFERRED, long: `В выдержке этот абзац напечатан без номера; номер ${rule.number} следует из порядка соседних правил.` }]
      : []),
    ...(repeat
      ? [
          {
            short: REPEATED,
            long: `Номер ${repeat[1]} в тексте правил дан ещё раньше; чтобы на каждое из правил можно было сослаться, у этого адрес ${rule.number}.`,
          },
        ]
      : []),
    ...(rule.breaksOff ? [{ short: BREAKS_OFF, long: 'Выдержка обрывается после этого правила: дальше раздел в доступных текстах не сохранился.' }] : []),
  ];
}

export interface SectionNotes {
  numberInferred: boolean;
  hasTitle: boolean;
  /** The title of the edition the heading comes from, where it is not the section's own. */
  titleEdition?: string;
  startsMidway: boolean;
  endsMidway: boolean;
}

export function sectionFacts(notes: SectionNotes, edition: EditionContext): Fact[] {
  return [
    ...editionFacts(edition),
    ...(notes.numberInferred
      ? [{ short: 'номер раздела восстановлен', long: 'Номер раздела восстановлен по соседним разделам: в выдержке он не напечатан.' }]
      : []),
    ...(notes.hasTitle ? [] : [{ short: 'без заголовка', long: 'Заголовок раздела в выдержке не сохранился.' }]),
    ...(notes.titleEdition
      ? [
          {
            short: `заголовок: ${notes.titleEdition.toLowerCase()}`,
            long: `Заголовок раздела взят из редакции «${notes.titleEdition}»: в выдержке основы он не сохранился.`,
          },
        ]
      : []),
    ...(notes.startsMidway ? [{ short: 'начало не сохранилось', long: 'Выдержка начинается с середины раздела.' }] : []),
    ...(notes.endsMidway ? [{ short: BREAKS_OFF, long: 'Выдержка обрывается: дальше раздел в доступных текстах не сохранился.' }] : []),
  ];
}

/** The one line: the facts' short forms, the first as written, the rest after «·». */
export function factsLine(facts: Fact[]): string {
  return facts.map((f) => f.short).join(' · ');
}

/** Whether the excerpt breaks off right after this rule: the last of a section that ends midway, nothing after it. */
export function breaksOffAfter(section: { endsMidway: boolean; rules: { rule: { number: string } }[]; trailing: unknown[] }, number: string): boolean {
  return section.endsMidway && section.trailing.length === 0 && section.rules.at(-1)?.rule.number === number;
}
