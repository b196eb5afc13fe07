import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { TabHeader } from '../../../ui/tab-header';
import { adminKeys } from '../api/keys';
import { useLoginLocks } from '../api/login-locks';
import { useSaveLoginDetailsMutation } from '../api/save-login-details';

/** The users locked out by failed log-ins right now, with an unlock each. */
export function LoginLocksTab() {
  const locks = useLoginLocks();
  const unlock = useSaveLoginDetailsMutation();
  const queryClient = useQueryClient();
  return (
    <>
      <TabHeader
        title="Login locks"
        description="Users locked out after five wrong passwords. A lock lifts by itself; unlock a user who called support."
      />
      {locks.isError ? <Text c="red">{errorMessage(locks.error)}</Text> : null}
      {locks.data?.length === 0 ? (
        <Text c="dimmed">Nobody is locked out.</Text>
      ) : (
        <Stack gap="xs">
          {(locks.data ?? []).map((l) => (
            <Card withBorder padding="sm" key={l.id}>
              <Group justify="space-between">
                <div>
                  <Text fw={600}>
                    {l.fullName}{' '}
                    <Text span c="dimmed" size="sm">
                      ({l.username})
                    </Text>
                  </Text>
                  <Text size="sm" c="dimmed">
                    {l.type.toLowerCase()} at {l.companyName} · {l.loginTries} failed tries ·{' '}
                    {l.lockedUntil ? `until ${formatDateTimeInZone(l.lockedUntil)}` : 'until unlocked'}
                  </Text>
                </div>
                <Button
                  size="xs"
                  color="teal"
                  aria-label={`Unlock ${l.fullName}`}
                  onClick={() =>
                    unlock.mutate(
                      { profileId: l.id, unlock: true },
                      {
                        onSuccess: () => {
                          toast.success(`${l.fullName} unlocked`);
                          void queryClient.invalidateQueries({ queryKey: adminKeys.loginLocks() });
                        },
                        onError: (error) => toast.error(errorMessage(error)),
                      },
                    )
                  }
                >
                  Unlock
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </>
  );
}
