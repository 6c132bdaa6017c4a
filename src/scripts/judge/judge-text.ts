// «Текст сценария»: the board's data as YAML and back, both ways in sync. Loaded only when the
// text is opened or a link carries text, so the YAML parser stays out of the board's usual path.
import { stringify } from 'yaml';
import { readYaml, type InputProblem, type YamlInput } from '../../input/index.ts';
import type { RunReply } from './judge-run.ts';

function toText(data: unknown): string {
  return stringify(data, { flowCollectionPadding: true, lineWidth: 0 });
}

type FromText = { ok: true; data: unknown; input: YamlInput } | { ok: false; problem: InputProblem };

export function fromText(text: string): FromText {
  const read = readYaml('текст сценария', text);
  if (!read.ok) return { ok: false, problem: read.problems[0] };
  return { ok: true, data: read.value.data, input: read.value };
}

/** A problem found in the data, placed at its line and column in the text it came from. */
function inText(input: YamlInput, problem: InputProblem): string {
  const at = problem.path ? input.at(problem.path) : problem;
  return `Строка ${at.line}, столбец ${at.column}: ${problem.messageRu}`;
}

interface TextHost {
  data(): unknown;
  /** Reads data as the board would, without changing the board. */
  check(data: unknown): Promise<RunReply | null>;
  apply(data: unknown): void;
}

/** Keeps the text area and the board in step: typing changes the board once the text reads. */
export function attachText(area: HTMLTextAreaElement, status: HTMLElement, host: TextHost): { refresh(): void } {
  // While the reader types, the text is theirs: the board follows it, not the other way.
  const refresh = () => {
    if (document.activeElement !== area) area.value = toText(host.data());
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  area.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const read = fromText(area.value);
      if (!read.ok) return void (status.textContent = `Строка ${read.problem.line}, столбец ${read.problem.column}: ${read.problem.messageRu}`);
      const reply = await host.check(read.data);
      if (!reply) return;
      if (!reply.ok) return void (status.textContent = 'errors' in reply ? inText(read.input, reply.errors[0]) : reply.failure);
      status.textContent = 'Текст прочитан, стол обновлён.';
      host.apply(read.data);
    }, 500);
  });
  refresh();
  return { refresh };
}
