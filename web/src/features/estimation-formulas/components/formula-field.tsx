import { Box, Text } from '@mantine/core';
import { FormulaError, parseFormula } from '@portcall/contracts/formula';
import type { ReactNode } from 'react';

const FUNCTIONS = new Set(['if', 'min', 'max', 'round', 'ceil', 'floor', 'abs', 'units', 'tariff']);
const WORDS = new Set(['and', 'or', 'not', 'true', 'false']);
const COLOURS = { number: '#0b7285', text: '#9c36b5', fn: '#1864ab', word: '#c92a2a', name: '#212529', op: '#868e96' };

/** A light colouring of the formula: numbers, texts, functions, words, names, operators. */
function highlight(source: string, errorAt: number | null): ReactNode[] {
  const parts: ReactNode[] = [];
  const re = /("[^"]*"?)|(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(\s+)|(.)/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const [all, text, num, word, space] = m;
    const colour = text
      ? COLOURS.text
      : num
        ? COLOURS.number
        : word
          ? FUNCTIONS.has(word.toLowerCase())
            ? COLOURS.fn
            : WORDS.has(word.toLowerCase())
              ? COLOURS.word
              : COLOURS.name
          : space
            ? undefined
            : COLOURS.op;
    const wrong = errorAt !== null && m.index <= errorAt && errorAt < m.index + all.length;
    parts.push(
      <span key={m.index} style={{ color: colour, textDecoration: wrong ? 'underline wavy #e03131' : undefined }}>
        {all}
      </span>,
    );
  }
  return parts;
}

/** Where the formula cannot be read, checked as it is typed (the parser is shared with the server). */
export function formulaProblem(source: string): { message: string; at: number | null } | null {
  if (source.trim() === '') return null;
  try {
    parseFormula(source);
    return null;
  } catch (error) {
    if (error instanceof FormulaError) return { message: error.message, at: error.position };
    throw error;
  }
}

const shared = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 14,
  lineHeight: '22px',
  padding: '8px 10px',
  whiteSpace: 'pre-wrap' as const,
  overflowWrap: 'anywhere' as const,
  margin: 0,
  border: '1px solid transparent',
};

/** A textarea over its coloured copy: the text typed is transparent, the colouring shows through. */
export function FormulaField({
  value,
  onChange,
  readOnly,
}: {
  value: string;
  onChange: (v: string) => void;
  readOnly?: boolean;
}) {
  const problem = formulaProblem(value);
  return (
    <Box>
      <Text size="sm" fw={500} mb={4} component="label" htmlFor="formula-text">
        Formula
      </Text>
      <Box
        pos="relative"
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6, background: 'white' }}
      >
        <pre aria-hidden style={{ ...shared, minHeight: 90 }}>
          {highlight(value, problem?.at ?? null)}
          {'\n'}
        </pre>
        <textarea
          id="formula-text"
          aria-label="Formula"
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          onChange={(e) => onChange(e.currentTarget.value)}
          style={{
            ...shared,
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            resize: 'none',
            color: 'transparent',
            caretColor: 'black',
            background: 'transparent',
            outline: 'none',
          }}
        />
      </Box>
      {problem ? (
        <Text size="sm" c="red" mt={4} role="alert">
          {problem.message}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          Inputs: gt, nt, dwt, loa, beam, draft, vesselType, sizeClass, daysAlongside, daysAtAnchor, days,
          cargoQuantity, activity (and LOADING, DISCHARGING... as yes/no), arrivalWeekday, arrivalHour, currency.
          Functions: tariff("name", value), units(q, size), if(c, a, b), min, max, round, ceil, floor, abs.
        </Text>
      )}
    </Box>
  );
}
