// The rulebook library: importing plain rulebook text, parsing content files into rules,
// aligning editions and comparing them. Pure: no Node, DOM or Astro APIs.
export type * from './types.ts';
export {
  importEdition,
  loadEdition,
  countEdition,
  oversizedSources,
  SOURCE_LIMITS,
  MAX_UNPLACED_SHARE,
  type SourceLimits,
  type ImportResult,
  type ImportCounts,
} from './edition.ts';
export { parseSectionFile, parsePartFile } from './parse.ts';
export { parseEditionMeta, serializeEditionMeta, defaultEditionMeta } from './edition-meta.ts';
export { parseViewsFile } from './views-file.ts';
export { rulebookSchemas, modeline, EditionIdSchema } from './schemas.ts';
export { leadingNumber, withoutNumber, compareNumbers, isRuleNumber, sectionOf } from './numbers.ts';
export { normalizeForMatch } from './normalize.ts';
export { checkFidelity } from './fidelity.ts';
export { alignEditions, type Alignment, type Pair, type PairStatus } from './align.ts';
export { currentView, editionView, currentViewId, repeatedNumbers, type View, type ViewSection, type ViewBlock, type ViewRule } from './views.ts';
export { flatten, blockText, type Unit } from './units.ts';
export { wordDiff, type DiffPart } from './word-diff.ts';
export { findReferences } from './references.ts';
export { formatCitation } from './citation.ts';
export { editionAnchors } from './anchors.ts';
export { readGlossaryTerm, readGlossary, type GlossaryTerm } from './glossary.ts';
export { findDefinitions } from './definitions.ts';
