// `svod mcp`: an MCP server over stdio (src/mcp). stdout carries JSON-RPC only, so everything
// else this process would print goes to stderr; the server runs until its client closes stdin.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { contentPlace, formatProblem, loadContentGraph, openSearch, type ContentPlace } from '../../content-files/index.ts';
import { svodServer } from '../../mcp/server.ts';
import { situationsOf } from '../computed.ts';

/** The repository this command belongs to. */
const HOME = join(import.meta.dirname, '..', '..', '..');

/**
 * The content it serves: the working folder's, as every command reads it (or SVOD_CONTENT_DIR);
 * an MCP client starts the server in a folder of its own, without content: then the repository's.
 */
function servedPlace(): ContentPlace {
  return process.env.SVOD_CONTENT_DIR || existsSync(join(process.cwd(), 'content')) ? contentPlace() : contentPlace(HOME);
}

export async function run(args: string[]): Promise<number> {
  if (args.length) {
    console.error(
      args.includes('--help')
        ? 'Usage: svod mcp   (an MCP server over stdio; add it to an MCP client, see README)'
        : `svod mcp: unexpected argument "${args[0]}"\nUsage: svod mcp`,
    );
    return args.includes('--help') ? 0 : 2;
  }
  // Whatever logs on the way (a library, a warning) must not break the JSON-RPC stream.
  console.log = console.info = console.debug = console.error;
  const { graph, problems } = loadContentGraph(servedPlace());
  for (const p of problems) console.error(`svod mcp: warning: ${formatProblem(p)}`);
  const { index } = await openSearch(graph);
  const { version } = createRequire(import.meta.url)(join(HOME, 'package.json')) as { version: string };
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
