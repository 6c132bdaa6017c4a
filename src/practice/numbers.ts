// Rule numbers inside a template's texts («(203.2)», «204-p3», «(210)»), said in the question's
// edition: the texts are written in the current view's numbers, as the template's rules are.

/** A rule number or paragraph anchor (`517.3.1`, `204-p3`, `522.1-p2`, `203.2/ex1`), or a bare section number in brackets. */
const NUMBER = /(?<![\d.])(\d{3}(?:\.\d+)*(?:-[pl]\d+|\/ex\d+)?)(?![\d])/g;

/** Whether a trace entry citing `entry` passes through `rule` (the rule itself or a part of it). */
export function cites(entry: string, rule: string): boolean {
  return entry === rule || entry.startsWith(`${rule}.`) || entry.startsWith(`${rule}-`) || entry.startsWith(`${rule}/`);
}

/** The numbers a text cites, as written. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[1]).filter((n) => n.includes('.') || n.includes('-') || isSection(text, n));
}

/** A bare three-digit number is a section only where it stands as one: «(210)», «Ограничение 211.2» aside. */
function isSection(text: string, n: string): boolean {
  return new RegExp(`(?:\\(|раздел[а-я]*\\s)${n}(?=\\)|[,;:.\\s])`, 'i').test(text);
}

/** `text` with each rule number it cites said as `renumber` says it; a section by its first paragraph's place. */
export function renumberText(text: string, renumber: (rule: string) => string): string {
  const sections = new Set(numbersIn(text).filter((n) => /^\d{3}$/.test(n)));
  return text.replace(NUMBER, (whole, n: string) => {
    if (/^\d{3}$/.test(n)) return sections.has(n) ? sectionIn(n, renumber) : whole;
    return renumber(n);
  });
}

function sectionIn(section: string, renumber: (rule: string) => string): string {
  const carried = renumber(`${section}-p1`);
  const same = renumber(`${section}.1`);
  const found = carried !== `${section}-p1` ? carried : same !== `${section}.1` ? same : section;
  return found.slice(0, 3);
}
