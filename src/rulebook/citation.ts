// How a rule is cited: «Берсерк. Герои», правила, поздняя редакция, 205.4
export function formatCitation(editionTitle: string, number: string): string {
  return `«Берсерк. Герои», правила, ${editionTitle.toLowerCase()}, ${number}`;
}
