import type { TOption } from '@portcall/contracts/fields';
import { type TTeam, ZTeamCreate } from '@portcall/contracts/settings';
import { useCreateTeamMutation } from '../api/create-team';
import { usePatchTeamMutation } from '../api/patch-team';
import { GroupForm, type GroupWords } from './group-form';

const words: GroupWords = {
  noun: 'team',
  membersField: 'memberIds',
  membersSchema: ZTeamCreate.shape.memberIds,
  membersLabel: 'Members',
  membersPlaceholder: 'Choose people',
};

/** A team of the buyer's people (SETTINGS_EDIT_USER and MANAGER). */
export function TeamForm({
  team,
  buyerId,
  people,
  onDone,
}: {
  team: TTeam | null;
  buyerId: number;
  people: readonly TOption[];
  onDone: () => void;
}) {
  const create = useCreateTeamMutation();
  const patch = usePatchTeamMutation();
  return (
    <GroupForm
      words={words}
      group={team && { ...team, memberIds: team.members.map((m) => m.id) }}
      members={{ data: people }}
      save={(body) =>
        team ? patch.mutateAsync({ buyerId, teamId: team.id, body }) : create.mutateAsync({ buyerId, body })
      }
      onDone={onDone}
    />
  );
}
