import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { formatMessage } from '@portcall/contracts/messages';
import { ZPercentage } from '@portcall/contracts/payments';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { usePaymentSettings, useSavePaymentSettingsMutation } from '../api/payment-settings';

/**
 * The buyer's remitted-amount warning percentage (platform-core §8): a pay below it of the approved
 * total warns. Approvers change it; everyone else reads it.
 */
export function RemittanceSettings({ buyerId, canEdit }: { buyerId: number; canEdit: boolean }) {
  const settings = usePaymentSettings(buyerId);
  const save = useSavePaymentSettingsMutation(buyerId);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (settings.data) setValue(settings.data.remittedBelowPercentage);
  }, [settings.data]);
  const check = ZPercentage.safeParse(value.trim());
  const problem = value.trim() === '' || check.success ? undefined : check.error.issues[0]?.message;
  const isChanged = settings.data !== undefined && value.trim() !== settings.data.remittedBelowPercentage;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Remittance warning">
      <Title order={4} mb={4}>
        Remittance warning
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A payment remitted below this percentage of its approved total is recorded with a warning.
      </Text>
      <Group align="flex-start">
        <TextInput
          label="Warn below (%)"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          readOnly={!canEdit}
          error={problem}
          w={160}
          description={settings.data?.isDefault ? 'The default' : undefined}
        />
        {canEdit && (
          <Button
            mt={25}
            disabled={!isChanged || !check.success}
            loading={save.isPending}
            onClick={() =>
              save
                .mutateAsync({ remittedBelowPercentage: value.trim() })
                .then(() => toast.success(formatMessage('REMITTANCE_WARNING_SAVED', { percentage: value.trim() })))
                .catch((e: unknown) => toast.error(errorMessage(e)))
            }
          >
            Save
          </Button>
        )}
      </Group>
    </Paper>
  );
}
