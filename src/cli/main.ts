// The `svod` command: dispatches to one module per subcommand, loaded on demand.
const commands: Record<string, () => Promise<{ run(args: string[]): Promise<number> }>> = {
  import: () => import('./commands/import.ts'),
  check: () => import('./commands/check.ts'),
  schema: () => import('./commands/schema.ts'),
  run: () => import('./commands/run.ts'),
  rule: () => import('./commands/rule.ts'),
  search: () => import('./commands/search.ts'),
  ruling: () => import('./commands/ruling.ts'),
  practice: () => import('./commands/practice.ts'),
  mcp: () => import('./commands/mcp.ts'),
};

const usage = `Usage: svod <command> [options]

Commands:
  import FILE... --edition ID [--json]   import plain rulebook text into content/rules/ID/
  check                                  validate all content and run every example
  schema                                 write each content format's JSON Schema to content/schema/
  run FILE... [--json]                   run scenarios (exit 0 all pass, 1 a failure, 2 input error)
  rule NUMBER [--edition ID]             print a rule with its citation
  search QUERY [--json]                  search rules, examples, cards and glossary
  ruling ID [--json]                     a ruling, its answer in each edition, checked by the engine
  practice [--count N] [--seed S] [--edition ID] [--json]
                                         practice questions from content/practice, answered by the engine
  mcp                                    an MCP server over stdio: search, rules, rulings, scenarios, practice`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(usage);
    return name ? 0 : 2;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    console.error(`svod: unknown command "${name}"\n\n${usage}`);
    return 2;
  }
  const command = await load();
  return command.run(args);
}
