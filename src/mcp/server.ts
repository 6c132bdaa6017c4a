// `svod mcp`'s server (issue 28): the rules, the rulings, the engine and practice as MCP tools,
// built on the official TypeScript SDK. Each tool is one file under tools/; each returns a text
// and the same as `structuredContent`, and refuses bad input with an error result, so one bad
// call never stops the server.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ContentGraph } from '../content-files/index.ts';
import type { SearchIndex } from '../search/index.ts';
import type { AskTable } from '../ask/index.ts';
import { getRule } from './tools/get-rule.ts';
import { getRuling } from './tools/get-ruling.ts';
import { listEditions } from './tools/list-editions.ts';
import { practiceQuestion } from './tools/practice-question.ts';
import { runScenarioTool } from './tools/run-scenario.ts';
import { searchRules } from './tools/search-rules.ts';

/** What the tools serve from: the content graph, its search index and the situations the engine computed, read once. */
export interface Served {
  graph: ContentGraph;
  index: SearchIndex;
  situations: AskTable;
}

const TOOLS = [searchRules, getRule, getRuling, runScenarioTool, practiceQuestion, listEditions];

export function svodServer(served: Served, version: string): McpServer {
  const server = new McpServer(
    { name: 'svod', title: 'Свод — правила «Берсерк. Герои»', version },
    {
      instructions:
        "Svod answers questions on the rules of the card game «Берсерк. Герои» (Russian). Prefer search_rules for a question in words; its first result is the rules engine's computed answer where the question names a situation the engine knows. Quote rules from get_rule, word for word.",
    },
  );
  for (const register of TOOLS) register(server, served);
  return server;
}
