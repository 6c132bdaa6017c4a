export async function main(argv: string[]): Promise<number> {
  console.log('svod', argv.join(' '));
  return 0;
}
