// A word-level diff of two texts (longest common subsequence), for showing what changed.
export interface DiffPart {
  op: 'same' | 'added' | 'removed';
  text: string;
}

/** Words, spaces and punctuation as separate tokens, so «Инкарнации.» and «Инкарнации» share a word. */
function tokens(text: string): string[] {
  return text.split(/(\s+|[.,;:!?()«»"])/u).filter(Boolean);
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i]);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) push('added', b[j++]);
    else push('removed', a[i++]);
  }
  return parts;
}
