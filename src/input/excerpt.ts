// A message quotes what it found in the input, and input can be huge (a 450,000-character card
// name): every quoted value is cut to an excerpt, and a whole message to a length a reader can
// take in, so that no problem echoes a file back.

/** The longest quoted value a message keeps whole. */
const MAX_QUOTED = 80;
/** The longest message a problem carries. */
const MAX_MESSAGE = 600;

/** `text` itself when short; else its start and «…». */
export function excerpt(text: string, max = MAX_QUOTED): string {
  if (text.length <= max) return text;
  const chars = [...text.slice(0, max + 1)];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** A message with each quoted value ("…", «…») cut to an excerpt, and the whole cut to MAX_MESSAGE. */
export function boundMessage(message: string): string {
  const quoted = message.replace(/"([^"]*)"|«([^»]*)»/g, (whole, plain: string | undefined, russian: string | undefined) =>
    plain !== undefined ? `"${excerpt(plain)}"` : russian !== undefined ? `«${excerpt(russian)}»` : whole,
  );
  return excerpt(quoted, MAX_MESSAGE);
}
