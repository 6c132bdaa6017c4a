// Every id a reader can link to in an edition: section numbers, rule numbers and block anchors.
import type { Edition } from './types.ts';

export function editionAnchors(edition: Edition): Set<string> {
  const anchors = new Set<string>();
  for (const section of edition.sections) {
    anchors.add(String(section.number));
    for (const block of section.preamble) anchors.add(block.anchor);
    for (const rule of section.rules) {
      anchors.add(rule.number);
      for (const block of rule.blocks) anchors.add(block.anchor);
    }
  }
  for (const part of edition.parts) for (const block of part.intro) anchors.add(block.anchor);
  return anchors;
}
