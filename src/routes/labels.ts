// How a place in the rulebook is named to a reader. Anchors are ids (`205-p1`, `517.3-l1`,
// `203.2/ex1`, `part-3-p1`, and in the current view an older edition's `early-205-p1`); readers
// see «205, абзац 1», «517.3, список 1», «203.2, пример 1». Pure: the site, its scripts and the
// engine's messages all name places through here.

const KINDS: Record<string, string> = { p: 'абзац', l: 'список', ex: 'пример' };

/** `205-p1` → «205, абзац 1»; a rule or section number stays as it is. */
export function anchorLabel(anchor: string): string {
  const bare = anchor.replace(/^(?!part-)[a-z]+-(?=\d|part-)/, '');
  const part = /^part-(\d+)-([pl])(\d+)$/.exec(bare);
  if (part) return `часть ${part[1]}, ${KINDS[part[2]]} ${part[3]}`;
  const block = /^(\d{3}(?:\.\d+)*)(?:-([pl])|\/(ex))(\d+)$/.exec(bare);
  if (block) return `${block[1]}, ${KINDS[block[2] ?? block[3]]} ${block[4]}`;
  return bare;
}

/** A section as a reader names it: «205. Кладбище», or «Раздел 203» when its heading is lost. */
export function sectionLabel(number: number | string, title: string | null | undefined): string {
  return title ? `${number}. ${title}` : `Раздел ${number}`;
}
