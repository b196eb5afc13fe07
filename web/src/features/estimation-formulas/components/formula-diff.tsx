import { Box } from '@mantine/core';

/** The formula cut into words and symbols, the spaces kept with the word before. */
const tokens = (s: string) => s.match(/\s+|[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|"[^"]*"|./g) ?? [];

/** A word-level difference of two formulas (longest common subsequence): removed struck, added marked. */
export function diffFormulas(
  before: string,
  after: string,
): Array<{ kind: 'same' | 'removed' | 'added'; text: string }> {
  const a = tokens(before);
  const b = tokens(after);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (lcs[i] as number[])[j] =
        a[i] === b[j]
          ? ((lcs[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((lcs[i + 1] as number[])[j] as number, (lcs[i] as number[])[j + 1] as number);
  const out: Array<{ kind: 'same' | 'removed' | 'added'; text: string }> = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] as string });
      i++;
      j++;
    } else if (
      j < b.length &&
      (i === a.length || ((lcs[i] as number[])[j + 1] as number) >= ((lcs[i + 1] as number[])[j] as number))
    ) {
      out.push({ kind: 'added', text: b[j] as string });
      j++;
    } else {
      out.push({ kind: 'removed', text: a[i] as string });
      i++;
    }
  }
  return out;
}

export function FormulaDiff({ before, after }: { before: string; after: string }) {
  return (
    <Box
      component="pre"
      aria-label="Formula difference"
      style={{ whiteSpace: 'pre-wrap', fontFamily: 'ui-monospace, monospace', fontSize: 13, margin: 0 }}
    >
      {diffFormulas(before, after).map((p, k) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          key={k}
          style={
            p.kind === 'removed'
              ? { background: '#ffe3e3', textDecoration: 'line-through' }
              : p.kind === 'added'
                ? { background: '#d3f9d8' }
                : undefined
          }
        >
          {p.text}
        </span>
      ))}
    </Box>
  );
}
