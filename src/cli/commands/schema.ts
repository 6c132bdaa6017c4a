// `svod schema`: writes every content format's JSON Schema to content/schema/, for editors.
import { loadContentGraph, writeSchemaFiles } from '../../content-files/index.ts';

export async function run(args: string[]): Promise<number> {
  if (args.length) {
    console.error(`svod schema: unknown argument ${args[0]}\nUsage: svod schema`);
    return 2;
  }
  const { place, graph } = loadContentGraph();
  for (const file of writeSchemaFiles(place, graph.catalog, [...graph.engine.editions.keys()])) console.log(`wrote ${file}`);
  return 0;
}
