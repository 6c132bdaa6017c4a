// `svod schema`: writes every content format's JSON Schema to content/schema/, for editors.
import { writeSchemaFiles } from '../../content-files/index.ts';

export async function run(args: string[]): Promise<number> {
  if (args.length) {
    console.error(`svod schema: unknown argument ${args[0]}\nUsage: svod schema`);
    return 2;
  }
  for (const file of writeSchemaFiles(process.cwd())) console.log(`wrote ${file}`);
  return 0;
}
