// A tool's result as MCP carries it: a text for the reader (Russian, as the site says it) and the
// same as data in `structuredContent`; a refusal is an error result, never a thrown error, so the
// server goes on serving.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ContentGraph } from '../content-files/index.ts';

export const answered = (text: string, data: Record<string, unknown>): CallToolResult => ({ content: [{ type: 'text', text }], structuredContent: data });

export const refused = (text: string, data: Record<string, unknown> = {}): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text }],
  structuredContent: { error: text, ...data },
});

/** An edition's title as edition.yaml gives it. */
export const editionTitle = (graph: ContentGraph) => (id: string) => graph.editions.find((e) => e.id === id)?.title ?? id;

/** Why an edition id is not one: the ids that are. */
export function unknownEdition(graph: ContentGraph, id: string | undefined): CallToolResult | null {
  if (id === undefined || graph.editions.some((e) => e.id === id)) return null;
  const known = graph.editions.map((e) => e.id);
  return refused(`Нет редакции «${id}»; есть: ${known.join(', ')}.`, { known });
}
