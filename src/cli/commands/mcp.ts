// `svod mcp`: an MCP server over stdio (src/mcp). stdout carries JSON-RPC only, so everything
// else this process would print goes to stderr; the server runs until its client closes stdin.
import { createRequire } from 'node:module';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { formatProblem, loadContentGraph, openSearch } from '../../content-files/index.ts';
import { svodServer } from '../../mcp/server.ts';
import { situationsOf } from '../computed.ts';

export async function run(args: string[]): Promise<number> {
  if (args.length) {
    console.error(args.includes('--help') ? 'Usage: svod mcp   (an MCP server over stdio; add it to an MCP client, see README)' : `svod mcp: unexpected argument "${args[0]}"\nUsage: svod mcp`);
    return args.includes('--help') ? 0 : 2;
  }
  // Whatever logs on the way (a library, a warning) must not break the JSON-RPC stream.
  console.log = console.info = console.debug = console.error;
  const { graph, problems } = loadContentGraph();
  for (const p of problems) console.error(`svod mcp: warning: ${formatProblem(p)}`);
  const { index } = await openSearch(graph);
  const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };
  const server = svodServer({ graph, index, situations: situationsOf(graph) }, version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.on('end', resolve);
  });
  await server.connect(transport);
  console.error('svod mcp: serving over stdio');
  await closed;
  await server.close();
  return 0;
}
