// get_ruling: a settled answer judges meet, with its answer in each edition, checked by the engine.
import * as z from 'zod/mini';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { rulingPath } from '../../routes/index.ts';
import { answered, editionTitle, refused } from '../result.ts';
import type { Served } from '../server.ts';

export function getRuling(server: McpServer, { graph }: Served): void {
  const title = editionTitle(graph);
  server.registerTool(
    'get_ruling',
    {
      title: 'Get a ruling',
      description:
        "A judges' ruling by its id (e.g. kutila-in-play): the question, the answer in each edition as the rules engine checked it by running the ruling's scenario, the explanation and the rules it rests on.",
      inputSchema: { id: z.string().check(z.describe("The ruling's id (kebab-case)")) },
    },
    async ({ id }) => {
      const found = graph.rulings.find((r) => r.ruling.id === id);
      if (!found) return refused(`Нет решения «${id}».`, { known: graph.rulings.map((r) => r.ruling.id) });
      const { ruling, checks } = found;
      const answers = checks.map((c) => ({ edition: c.edition, editionTitle: title(c.edition), answer: c.answer, rules: c.rules, checked: c.held }));
      const lines = [
        ruling.question,
        ...answers.map((a) => `${a.editionTitle}: ${a.answer} — ${a.checked ? 'проверено движком' : 'движок этого не подтверждает'} (${a.rules.join(', ')})`),
        ruling.explanation,
      ];
      return answered(lines.join('\n'), {
        id,
        question: ruling.question,
        explanation: ruling.explanation,
        rules: ruling.rules,
        cards: ruling.cards,
        answers,
        url: rulingPath(id),
      });
    },
  );
}
