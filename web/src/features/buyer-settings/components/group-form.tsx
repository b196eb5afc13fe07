import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { ZTeamCreate } from '@portcall/contracts/settings';
import { type FieldPath, type UseFormSetError, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { MultiSelectField } from '../../../ui/multi-select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';

/** The fields of every named group (a team of people, a fleet of vessels), members by id. */
const ZGroupFields = ZTeamCreate.omit({ memberIds: true });
type Input = z.input<typeof ZGroupFields> & { memberIds: unknown[] | undefined };
export type GroupValues = z.output<typeof ZGroupFields> & { memberIds: number[] };

/** A saved group as the form shows it. */
export interface GroupShown {
  name: string;
  description: string | null;
  isActive: boolean;
  memberIds: number[];
}

/** How a kind of group names itself and its members. */
export interface GroupWords {
  /** 'team', 'fleet': makes "Team name", "Add team", "Save team", the form's name. */
  noun: string;
  /** The body field of the members (where the server's refusals of them come back). */
  membersField: string;
  /** The members' own rules (how many at most) as the create schema says. */
  membersSchema: z.ZodType<number[], unknown[] | undefined>;
  membersLabel: string;
  membersPlaceholder: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A named group of the buyer: name, description, its members, active. Saving an existing group
 * sends every field in one PATCH, valid against the same schema the create uses.
 */
export function GroupForm({
  words,
  group,
  members,
  save,
  onDone,
}: {
  words: GroupWords;
  group: GroupShown | null;
  members: { data: readonly TOption[]; isLoading?: boolean };
  save: (values: GroupValues) => Promise<{ name: string }>;
  onDone: () => void;
}) {
  const Noun = capitalised(words.noun);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, GroupValues>({
    resolver: zodResolver(ZGroupFields.extend({ memberIds: words.membersSchema })),
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      memberIds: group?.memberIds ?? [],
      isActive: group?.isActive ?? true,
    },
    mode: 'onTouched',
  });
  // The server names the members by the kind's own field; the form shows them under memberIds.
  const setServerError: UseFormSetError<Input> = (name, error, options) =>
    setError((name === words.membersField ? 'memberIds' : name) as FieldPath<Input>, error, options);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      toast.success(group ? `${saved.name} saved` : `${saved.name} added`);
      onDone();
    } catch (error) {
      const fieldNames = ['name', 'description', words.membersField, 'isActive'];
      setError('root', { message: applyServerErrors(error, setServerError, fieldNames) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={group ? Noun : `New ${words.noun}`}>
      <Stack gap="md" pt="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <TextField control={control} name="name" label={`${Noun} name`} required maxLength={100} />
        <TextareaField control={control} name="description" label="Description" maxLength={500} />
        <MultiSelectField
          control={control}
          name="memberIds"
          label={words.membersLabel}
          data={members.data}
          isLoading={members.isLoading}
          isNumeric
          placeholder={words.membersPlaceholder}
        />
        <SwitchField control={control} name="isActive" label="Active" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {group ? `Save ${words.noun}` : `Add ${words.noun}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
