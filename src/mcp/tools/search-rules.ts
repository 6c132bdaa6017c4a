// search_rules: the site's search, with the engine's computed answer first where the query names
// a situation the engine computed (src/ask), as `svod search --json` gives it.
import * as z from 'zod/mini';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { SearchHit } from '../../search/index.ts';
import { computedAnswer } from '../../cli/computed.ts';
import { answered, refused, unknownEdition } from '../result.ts';
import type { Served } from '../server.ts';

const PER_GROUP = 10;

const hitData = (h: SearchHit) => ({
  group: h.group,
  title: h.title,
  number: h.number,
  url: h.url,
  edition: h.edition,
  editionTitle: h.editionTitle,
  text: h.snippet.map((s) => s.text).join(''),
});

export function searchRules(server: McpServer, { graph, index, situations }: Served): void {
  server.registerTool(
    'search_rules',
    {
      title: 'Search the rules',
      description:
        "Search the rules of «Берсерк. Герои» (Russian, any word form, or a rule number such as 205.4). Where the query names a situation the rules engine has computed (a practice situation such as «сколько стоит кутила если в руке 4 карты», a ruling or an example), the first result is the engine's answer, marked computed, with the rules it applied and a link that opens the judge's board.",
      inputSchema: {
        query: z.string().check(z.describe('The question or words, in Russian')),
        edition: z.optional(z.string().check(z.describe('An edition id (list_editions); default: every edition'))),
      },
    },
    async ({ query, edition }) => {
      const wrong = unknownEdition(graph, edition);
      if (wrong) return wrong;
      const found = await index.search(query, { perGroup: PER_GROUP });
      const inEdition = <T extends { edition: string | null }>(h: T) => edition === undefined || h.edition === edition;
      let computed = computedAnswer(graph, situations, query);
      if (computed?.kind === 'answer' && edition !== undefined) {
        const answers = computed.answers.filter((a) => a.editions.includes(edition));
        computed = answers.length ? { ...computed, answers } : null;
      }
      if (found.error && !computed) return refused(found.error);
      const hits = found.groups
        .flatMap((g) => g.hits)
        .filter(inEdition)
        .map(hitData);
      const best = found.best && inEdition(found.best.hit) ? { why: found.best.why, ...hitData(found.best.hit) } : null;
      const lines = [
        ...(computed ? [`Посчитано движком правил:\n${computed.text}`] : []),
        ...(best ? [`Лучший ответ: ${best.number ?? best.title} — ${best.url}\n${best.text}`] : []),
        ...hits.filter((h) => h.url !== best?.url).map((h) => `${h.number ?? h.title} (${h.editionTitle ?? h.group}) — ${h.url}\n${h.text}`),
      ];
      return answered(lines.join('\n\n') || `Ничего не нашлось по запросу «${query}».`, {
        query,
        ...(computed ? { computed } : {}),
        ...(best ? { best } : {}),
        hits,
      });
    },
  );
}
