import { messages } from '@portcall/contracts/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyLiveChange } from '../api/live-changes';
import { renderWithProviders } from '../test/render';
import { EditConflictAlert } from './edit-conflict-alert';
import { useEditConflict } from './use-edit-conflict';

const server = { version: 1 };

/** A form on a versioned line: what it would send shows beside the typed text. */
function LineForm({ current }: { current: number }) {
  const [text, setText] = useState('');
  const conflict = useEditConflict({
    current,
    subject: { kind: 'evaluation', id: 7, part: { entity: 'expense_evaluation', id: 70 } },
    refetch: async () => server.version,
  });
  return (
    <>
      <input aria-label="Comments" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <output aria-label="Sends">{`${conflict.version}:${text}`}</output>
      <button
        type="button"
        onClick={() =>
          conflict.catches(new ApiError({ status: 409, code: 'STALE_VERSION', message: messages.STALE_VERSION }))
        }
      >
        Save
      </button>
      <EditConflictAlert conflict={conflict} />
    </>
  );
}

/** The screen around it: the line as the cache reads it, read again when asked. */
function Screen() {
  const [current, setCurrent] = useState(server.version);
  return (
    <>
      <LineForm current={current} />
      <button type="button" onClick={() => setCurrent(server.version)}>
        Read again
      </button>
    </>
  );
}

describe('a form on an item someone else changes', () => {
  it('names who changed it, keeps its version until the reload, and keeps what was typed', async () => {
    const { queryClient } = renderWithProviders(<Screen />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Comments' }), { target: { value: 'Checked' } });
    expect(screen.queryByRole('alert')).toBeNull();

    // A colleague's change arrives and the cache reads the line's new version.
    act(() =>
      applyLiveChange(queryClient, {
        kind: 'evaluation',
        id: 7,
        byProfileId: 2,
        byName: 'Lars Eriksen',
        byCompany: 'Nordic Bulk Carriers',
        entities: [{ entity: 'expense_evaluation', id: 70 }],
      }),
    );
    server.version = 2;
    fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Lars Eriksen (Nordic Bulk Carriers) changed this while you were editing',
    );
    expect(screen.getByLabelText('Sends').textContent).toBe('1:Checked');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain(messages.STALE_VERSION_RELOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByText('2:Checked');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
