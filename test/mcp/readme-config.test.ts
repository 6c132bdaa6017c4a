// The MCP client configuration README gives, started as a client starts it: from a folder of
// its own, with the repository's path put in. It must serve the repository's rules.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ROOT } from '../content-graph.ts';

it('README’s MCP configuration starts svod mcp from any folder', async () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const line = /```json\n(\{"mcpServers".*\})\n```/.exec(readme)?.[1];
  expect(line).toBeDefined();
  const { command, args } = (JSON.parse(line!) as { mcpServers: { svod: { command: string; args: string[] } } }).mcpServers.svod;
  const client = new Client({ name: 'readme', version: '1.0.0' });
  // A client's PATH, without the repository's node_modules/.bin that vitest runs under.
  const PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.startsWith(join(ROOT, 'node_modules')))
    .join(':');
  await client.connect(
    new StdioClientTransport({
      command,
      args: args.map((a) => a.replace('/path/to/svod', ROOT)),
      cwd: tmpdir(),
      env: { PATH, HOME: process.env.HOME ?? tmpdir() },
      stderr: 'pipe',
    }),
  );
  try {
    const r = await client.callTool({ name: 'search_rules', arguments: { query: 'сколько стоит кутила если в руке 4 карты' } });
    const { computed } = r.structuredContent as { computed: { answers: { answer: string }[] } };
    expect(computed.answers[0].answer).toBe('6 монет');
  } finally {
    await client.close();
  }
}, 90_000);
