import { Alert, List } from '@mantine/core';
import type { EditorProblems } from '../lib/problems';

/** What stops a save or a submit: the catalogue's headline, then each problem naming its field or line. */
export function ProblemsAlert({ problems }: { problems: EditorProblems | null }) {
  if (!problems) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={problems.headline}>
      {problems.items.length > 0 ? (
        <List size="sm" spacing={2}>
          {problems.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
