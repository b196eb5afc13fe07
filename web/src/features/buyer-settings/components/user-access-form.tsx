import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { ZSaveProfileVessels } from '@portcall/contracts/fleet';
import { type TBuyerUser, ZProfileRulesSave, ZSaveBuyerTeams } from '@portcall/contracts/settings';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { useRuleOptions } from '../api/list-rules';
import { useTeamOptions } from '../api/list-teams';
import { useVesselOptions } from '../api/list-vessels';
import { useSaveProfileRulesMutation } from '../api/save-profile-rules';
import { useSaveProfileTeamsMutation } from '../api/save-profile-teams';
import { useSaveProfileVesselsMutation } from '../api/save-profile-vessels';

/** The three id lists of the calls profile/rules, save-buyer-teams and save-vessels, in one form. */
const ZUserAccess = z.object({
  ruleIds: ZProfileRulesSave.shape.ruleIds,
  teamIds: ZSaveBuyerTeams.shape.teamIds,
  vesselIds: ZSaveProfileVessels.shape.vesselIds,
});
type Input = z.input<typeof ZUserAccess>;
type Output = z.output<typeof ZUserAccess>;
const fieldNames = ['ruleIds', 'teamIds', 'vesselIds'];

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);

function toInput(user: TBuyerUser): Output {
  return {
    ruleIds: user.rules.map((r) => r.id),
    teamIds: user.teams.map((t) => t.id),
    vesselIds: user.vessels.map((v) => v.id),
  };
}

/**
 * What restricts and what is assigned to a colleague: region rules (what they may see), teams and
 * the vessels they look after. Each list is replaced as a whole by its own call; only the lists
 * that changed are sent.
 */
export function UserAccessForm({
  user,
  buyerId,
  isReadOnly,
}: {
  user: TBuyerUser;
  buyerId: number;
  isReadOnly: boolean;
}) {
  const rules = useRuleOptions();
  const teams = useTeamOptions(buyerId);
  const vessels = useVesselOptions({ activeOnly: true });
  const saveRules = useSaveProfileRulesMutation();
  const saveTeams = useSaveProfileTeamsMutation();
  const saveVessels = useSaveProfileVesselsMutation();
  const initial = toInput(user);
  const { control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ZUserAccess),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    const profileId = user.id;
    try {
      if (!sameIds(values.ruleIds, initial.ruleIds))
        await saveRules.mutateAsync({ profileId, ruleIds: values.ruleIds });
      if (!sameIds(values.teamIds, initial.teamIds))
        await saveTeams.mutateAsync({ profileId, teamIds: values.teamIds });
      if (!sameIds(values.vesselIds, initial.vesselIds))
        await saveVessels.mutateAsync({ profileId, vesselIds: values.vesselIds });
      reset(values);
      toast.success(`Rules, teams and vessels of ${user.fullName} saved`);
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Rules, teams and vessels">
      <Stack gap="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <fieldset disabled={isReadOnly} className="plain-fieldset">
          <Stack gap="md">
            <MultiSelectField
              control={control}
              name="ruleIds"
              label="Region rules"
              description="A region rule limits the port calls, appointments and DAs this person sees to the countries of its regions, from their next action on. Without one they see every region."
              data={rules.data ?? []}
              isLoading={rules.isLoading}
              isNumeric
              placeholder="No rule: every region"
              disabled={isReadOnly}
            />
            <MultiSelectField
              control={control}
              name="teamIds"
              label="Teams"
              data={teams.data ?? []}
              isLoading={teams.isLoading}
              isNumeric
              placeholder="No team"
              disabled={isReadOnly}
            />
            <MultiSelectField
              control={control}
              name="vesselIds"
              label="Vessels they look after"
              description="Their own vessels, offered first in their work. This does not restrict what they see."
              data={vessels.data ?? []}
              isLoading={vessels.isLoading}
              isNumeric
              placeholder="No vessel"
              disabled={isReadOnly}
            />
          </Stack>
        </fieldset>
        {isReadOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              Save rules, teams and vessels
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
