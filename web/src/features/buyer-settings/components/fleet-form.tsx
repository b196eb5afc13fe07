import { type TFleet, ZFleetCreate } from '@portcall/contracts/fleet';
import { useCreateFleetMutation } from '../api/create-fleet';
import { useVesselOptions } from '../api/list-vessels';
import { usePatchFleetMutation } from '../api/patch-fleet';
import { GroupForm, type GroupValues, type GroupWords } from './group-form';

const words: GroupWords = {
  noun: 'fleet',
  membersField: 'vesselIds',
  membersSchema: ZFleetCreate.shape.vesselIds,
  membersLabel: 'Vessels',
  membersPlaceholder: 'Choose vessels',
};

const bodyOf = ({ memberIds, ...fields }: GroupValues) => ({ ...fields, vesselIds: memberIds });

/** A named group of vessels (SETTINGS_EDIT_VESSEL); a deactivated vessel may stay in or join one. */
export function FleetForm({ fleet, buyerId, onDone }: { fleet: TFleet | null; buyerId: number; onDone: () => void }) {
  const vessels = useVesselOptions({ activeOnly: false });
  const create = useCreateFleetMutation();
  const patch = usePatchFleetMutation();
  return (
    <GroupForm
      words={words}
      group={fleet && { ...fleet, memberIds: fleet.vessels.map((v) => v.id) }}
      members={{ data: vessels.data ?? [], isLoading: vessels.isLoading }}
      save={(values) =>
        fleet
          ? patch.mutateAsync({ buyerId, fleetId: fleet.id, body: bodyOf(values) })
          : create.mutateAsync({ buyerId, body: bodyOf(values) })
      }
      onDone={onDone}
    />
  );
}
