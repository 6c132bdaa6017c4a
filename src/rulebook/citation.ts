// How a rule is cited, with its edition's title: «Берсерк. Герои», правила, <title>, 205.4
export function formatCitation(editionTitle: string, number: string): string {
  return `«Берсерк. Герои», правила, ${editionTitle.toLowerCase()}, ${number}`;
}
