// Reading examples, cards and glossary terms out of their parsed YAML files. Pure and free of
// a YAML parser (the browser bundle stays small): the caller reads and parses the files (Node at
// build time). A file that does not fit becomes a problem, never a throw.

export interface SourceFile {
  /** The path as shown in messages (`content/examples/kutila-cost.yaml`). */
  path: string;
  /** The parsed YAML document. */
  data: unknown;
}

export interface SourceProblem {
  file: string;
  message: string;
}

export interface ExampleEntry {
  id: string;
  title: string | null;
  edition: string;
  rules: string[];
  illustrates: string | null;
  /** Card names the scenario mentions. */
  cards: string[];
}

export interface CardEntry {
  slug: string;
  name: string;
  /** «Тип: существо», «Стоимость: 4», … */
  facts: string[];
  /** Ability texts, notes: any prose the card file holds. */
  texts: string[];
}

export interface GlossaryEntry {
  slug: string;
  term: string;
  aliases: string[];
  definition: string;
  rules: string[];
}

const baseName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/i, '');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s): s is string => !!s) : str(v) ? [str(v)!] : []);

function load(file: SourceFile, problems: SourceProblem[]): Record<string, unknown> | null {
  if (isObject(file.data)) return file.data;
  problems.push({ file: file.path, message: 'expected a mapping at the top level' });
  return null;
}

/** Card names in a scenario's setup: zone lists hold names or `{card: NAME}`; heroes too. */
function setupCards(setup: unknown): string[] {
  const names = new Set<string>();
  if (!isObject(setup)) return [];
  for (const player of Object.values(setup)) {
    if (!isObject(player)) continue;
    if (typeof player.hero === 'string') names.add(player.hero);
    for (const zone of Object.values(player)) {
      if (!Array.isArray(zone)) continue;
      for (const card of zone) {
        if (typeof card === 'string') names.add(card);
        else if (isObject(card) && typeof card.card === 'string') names.add(card.card);
      }
    }
  }
  return [...names];
}

export function readExamples(files: SourceFile[], problems: SourceProblem[] = []): ExampleEntry[] {
  const out: ExampleEntry[] = [];
  for (const file of files) {
    const data = load(file, problems);
    if (!data) continue;
    const id = str(data.id) ?? baseName(file.path);
    out.push({
      id,
      title: str(data.title),
      edition: str(data.edition) ?? 'late',
      rules: strings(data.rules),
      illustrates: str(data.illustrates),
      cards: setupCards(data.setup),
    });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

const cardFacts: [string, string][] = [
  ['type', 'Тип'],
  ['subtype', 'Подтип'],
  ['race', 'Раса'],
  ['element', 'Стихия'],
  ['cost', 'Стоимость'],
  ['lives', 'Жизни'],
  ['strike', 'Удар'],
];

/** Every string inside a value, depth first (ability texts sit in nested objects). */
function proseIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string' && /[\p{L}]{3}/u.test(value)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) proseIn(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) proseIn(v, out);
  return out;
}

export function readCards(files: SourceFile[], problems: SourceProblem[] = []): CardEntry[] {
  const out: CardEntry[] = [];
  for (const file of files) {
    const data = load(file, problems);
    if (!data) continue;
    const name = str(data.name);
    if (!name) {
      problems.push({ file: file.path, message: 'a card needs a name' });
      continue;
    }
    const facts = cardFacts.flatMap(([key, label]) => (str(data[key]) ? [`${label}: ${str(data[key])}`] : []));
    const aliases = strings(data.aliases);
    const texts = [...(aliases.length ? [`Также: ${aliases.join(', ')}`] : []), ...proseIn(data.abilities), ...strings(data.note), ...strings(data.text)];
    out.push({ slug: baseName(file.path), name, facts, texts });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}

/** Glossary terms: a file per term (`{term, definition}`) or one file with a `terms` list. */
export function readGlossary(files: SourceFile[], problems: SourceProblem[] = []): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const file of files) {
    const data = load(file, problems);
    if (!data) continue;
    const list = Array.isArray(data.terms);
    const items = list ? (data.terms as unknown[]) : [data];
    for (const item of items) {
      if (!isObject(item)) continue;
      const term = str(item.term) ?? str(item.name);
      const definition = str(item.definition) ?? str(item.text) ?? '';
      if (!term) {
        problems.push({ file: file.path, message: 'a glossary entry needs a term' });
        continue;
      }
      const slug = str(item.id) ?? str(item.slug) ?? (list ? term.toLowerCase().replace(/\s+/g, '-') : baseName(file.path));
      out.push({ slug, term, aliases: strings(item.aliases), definition, rules: strings(item.rules) });
    }
  }
  return out;
}
