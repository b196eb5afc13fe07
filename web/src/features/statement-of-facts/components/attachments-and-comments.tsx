import { Anchor, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { sofDownload, useSofToken } from '../api/sof-client';
import { useAttachMutation, useSofMutation } from '../api/sof-mutations';
import type { Sof } from '../api/sof-types';
import { errorText, useSofViewer } from './sof-viewer';

const fail = (e: unknown) => toast.error(errorText(e));

/** Files of the SOF, and the SOF's comments. */
export function AttachmentsAndComments({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const token = useSofToken();
  const attach = useAttachMutation(sof.portCallId);
  const comment = useSofMutation('addSofComment');
  const [text, setText] = useState('');
  return (
    <Stack gap="xs" component="section" aria-label="Attachments and comments">
      <Text fw={600}>Attachments</Text>
      {sof.attachments.map((a) => (
        <Anchor
          key={a.id}
          size="sm"
          onClick={() =>
            void sofDownload(token, `/private/statement-of-facts/${sof.portCallId}/attachments/${a.id}`, a.name)
          }
        >
          {a.name} ({a.actorName})
        </Anchor>
      ))}
      {viewer.canEdit && viewer.side !== 'ADMIN' ? (
        <FileButton multiple onChange={(files) => files.length > 0 && attach.mutate({ files }, { onError: fail })}>
          {(props) => (
            <Button {...props} size="xs" variant="light" w={160} loading={attach.isPending}>
              Add attachment
            </Button>
          )}
        </FileButton>
      ) : null}
      <Text fw={600}>Comments</Text>
      {sof.comments.map((c) => (
        <Text key={c.id} size="sm">
          <b>{c.actorName}</b>: {c.commentText}
        </Text>
      ))}
      {viewer.side !== 'ADMIN' ? (
        <Group gap="xs">
          <TextInput
            aria-label="Comment"
            placeholder="Write a comment"
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={!text.trim()}
            onClick={() =>
              comment.mutate(
                { portCallId: sof.portCallId, commentText: text },
                { onSuccess: () => setText(''), onError: fail },
              )
            }
          >
            Comment
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
