import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { collaboratorTypeOf, INVITABLE_INVOLVEMENTS, type TInvolvement } from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useInviteMutation } from '../api/sof-mutations';
import type { Sof } from '../api/sof-types';
import { errorText, useSofViewer } from './sof-viewer';

const fail = (e: unknown) => toast.error(errorText(e));

/** Collaborators by link: invite, the link itself, opened or not, resend, revoke. */
export function CollaboratorsSection({ sof }: { sof: Sof }) {
  const viewer = useSofViewer();
  const invite = useInviteMutation(sof.portCallId, 'invite');
  const resend = useInviteMutation(sof.portCallId, 'resend');
  const revoke = useInviteMutation(sof.portCallId, 'revoke');
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [involvement, setInvolvement] = useState<string | null>('MASTER');
  const linkOf = (c: Sof['collaborators'][number]) =>
    `${window.location.origin}/statement-of-facts/invited/${sof.portCallId}?inviteId=${c.inviteId}&collaboratorType=${collaboratorTypeOf(c.involvement as TInvolvement)}`;
  return (
    <Stack gap="xs" component="section" aria-label="Collaborators">
      <Text fw={600}>Collaborators</Text>
      <Table withTableBorder>
        <Table.Tbody>
          {sof.collaborators.map((c) => (
            <Table.Tr key={`${c.involvement}${c.fullName}${c.expiresAt}`}>
              <Table.Td>{c.fullName}</Table.Td>
              <Table.Td>{c.involvement}</Table.Td>
              <Table.Td>
                {c.isRevoked ? (
                  <Badge color="gray">Revoked</Badge>
                ) : (
                  <Badge color={c.hasBeenOpened ? 'teal' : 'yellow'}>{c.hasBeenOpened ? 'Opened' : 'Not opened'}</Badge>
                )}
              </Table.Td>
              <Table.Td>
                {viewer.canInvite && c.inviteId && !c.isRevoked ? (
                  <Group gap={4}>
                    <Anchor
                      size="xs"
                      href={linkOf(c)}
                      aria-label={`Link for ${c.fullName}`}
                      onClick={(e) => e.preventDefault()}
                    >
                      {linkOf(c)}
                    </Anchor>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() =>
                        resend.mutate(
                          { inviteId: c.inviteId },
                          { onSuccess: () => toast.success('Invitation sent again'), onError: fail },
                        )
                      }
                    >
                      Resend
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => revoke.mutate({ inviteId: c.inviteId }, { onError: fail })}
                    >
                      Revoke
                    </Button>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {viewer.canInvite ? (
        <Group gap="xs" align="end">
          <TextInput label="E-mail" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <TextInput label="Full name" value={fullName} onChange={(e) => setFullName(e.currentTarget.value)} />
          <Select
            label="Involvement"
            w={170}
            data={[...INVITABLE_INVOLVEMENTS]}
            value={involvement}
            onChange={setInvolvement}
          />
          <Button
            onClick={() =>
              invite.mutate(
                { email, fullName, involvement },
                {
                  onSuccess: () => {
                    setEmail('');
                    setFullName('');
                    toast.success('Invitation sent');
                  },
                  onError: fail,
                },
              )
            }
          >
            Invite
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
