import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { hideableFields, type TBuyerSettingsProfile, ZBuyerSettingsProfileSave } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { CheckboxGroupField } from '../../../ui/checkbox-group-field';
import { EmailField } from '../../../ui/email-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { useSaveSettingsProfileMutation } from '../api/save-settings-profile';
import { hiddenFieldLabels } from './labels';

type Input = z.input<typeof ZBuyerSettingsProfileSave>;
type Output = z.output<typeof ZBuyerSettingsProfileSave>;

const fieldNames = ['operationsContactEmail', 'fax', 'isLegalEntityDisplayed', 'hiddenFields'];
const hiddenFieldOptions = hideableFields.map((f) => ({ value: f, label: hiddenFieldLabels[f] }));

function toInput(profile: TBuyerSettingsProfile): Input {
  return {
    operationsContactEmail: profile.settings.operationsContactEmail ?? '',
    fax: profile.settings.fax ?? '',
    isLegalEntityDisplayed: profile.settings.isLegalEntityDisplayed,
    hiddenFields: profile.hiddenFields,
  };
}

/**
 * What only a buyer has: the principal details agents see on an appointment (operations §3) and
 * the optional fields the company's forms leave out.
 */
export function PrincipalSettingsForm({
  profile,
  isReadOnly,
}: {
  profile: TBuyerSettingsProfile;
  isReadOnly: boolean;
}) {
  const save = useSaveSettingsProfileMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZBuyerSettingsProfileSave),
    defaultValues: toInput(profile),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(toInput(await save.mutateAsync(values)));
      toast.success('Principal details saved');
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <Card withBorder padding="xl">
      <form onSubmit={onSubmit} noValidate aria-labelledby="principal-form-title">
        <Stack gap="md">
          <div>
            <Text id="principal-form-title" fw={650} c="navy.9">
              Principal details and forms
            </Text>
            <Text size="sm" c="dimmed">
              The contact details agents see on your appointments, and the optional fields your people do not use.
            </Text>
          </div>
          <FormErrorAlert message={formState.errors.root?.message} />
          <fieldset disabled={isReadOnly} className="plain-fieldset">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <EmailField control={control} name="operationsContactEmail" label="Operations contact e-mail" />
                <TextField control={control} name="fax" label="Fax" maxLength={32} type="tel" inputMode="tel" />
              </SimpleGrid>
              <SwitchField
                control={control}
                name="isLegalEntityDisplayed"
                label="Show the default billing company as the principal on appointments"
                description="Agents then see its legal name and address instead of the company's."
                disabled={isReadOnly}
              />
              <CheckboxGroupField
                control={control}
                name="hiddenFields"
                label="Fields to hide"
                description="Checked fields are left out of your people's port-call and evaluation forms."
                data={hiddenFieldOptions}
                columns={4}
                disabled={isReadOnly}
              />
            </Stack>
          </fieldset>
          {isReadOnly ? null : (
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => reset(toInput(profile))}
                disabled={!formState.isDirty || formState.isSubmitting}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
