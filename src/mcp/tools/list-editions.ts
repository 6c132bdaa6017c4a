// list_editions: the rulebook's editions, and which of them the current view shows.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { answered } from '../result.ts';
import type { Served } from '../server.ts';

export function listEditions(server: McpServer, { graph }: Served): void {
  server.registerTool(
    'list_editions',
    {
      title: 'List the editions',
      description:
        "The editions of the «Берсерк. Герои» rulebook Svod holds, oldest first, with the current view (the edition it is based on and the one that fills its gaps). Edition ids go into the other tools' edition arguments.",
      inputSchema: {},
    },
    async () => {
      const { base, fill } = graph.declared.current;
      const editions = graph.editions.map((e) => ({ id: e.id, title: e.title, current: e.id === base, fills: e.id === fill }));
      const text = editions.map((e) => `${e.id} — ${e.title}${e.current ? ' (текущая редакция)' : e.fills ? ' (дополняет текущую)' : ''}`).join('\n');
      return answered(text, { editions, current: { base, fill: fill ?? null } });
    },
  );
}
