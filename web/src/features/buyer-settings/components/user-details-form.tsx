import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccessHolder } from '@portcall/contracts/access';
import {
  type TBuyerUser,
  type TBuyerUserCreate,
  type TDepartmentRow,
  ZBuyerUserCreate,
  ZBuyerUserSave,
} from '@portcall/contracts/settings';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { EmailField } from '../../../ui/email-field';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { PasswordField } from '../../../ui/password-field';
import { SelectField } from '../../../ui/select-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { SwitchField } from '../../../ui/switch-field';
import { TextField } from '../../../ui/text-field';
import { useCreateBuyerUserMutation } from '../api/create-buyer-user';
import { useSaveBuyerUserMutation } from '../api/save-buyer-user';
import { AuthoritiesField, ProductsField } from './grants-fields';
import { roleOptions } from './labels';

/** Editing uses the save schema without the id (the id comes from the row being edited). */
const ZBuyerUserEdit = ZBuyerUserSave.omit({ id: true });
type Input = z.input<typeof ZBuyerUserCreate>;
type Output = z.output<typeof ZBuyerUserEdit> & { password?: string };

const fieldNames = [
  'name',
  'surname',
  'email',
  'phone',
  'internalPhoneNumber',
  'role',
  'departmentId',
  'products',
  'authorities',
  'isEnabled',
  'password',
];

function toInput(user: TBuyerUser | null): Partial<Input> {
  if (!user)
    return {
      name: '',
      surname: '',
      email: '',
      phone: '',
      internalPhoneNumber: '',
      role: 'USER',
      departmentId: null,
      products: [],
      authorities: [],
      isEnabled: true,
      password: '',
    };
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone ?? '',
    internalPhoneNumber: user.internalPhoneNumber ?? '',
    role: user.role,
    departmentId: user.departmentId,
    products: user.products,
    authorities: user.authorities,
    isEnabled: user.isEnabled,
  };
}

const noGrants: AccessHolder = { products: [], authorities: [] };

export interface UserDetailsFormProps {
  /** null: a new colleague (with a first password). */
  user: TBuyerUser | null;
  departments: readonly TDepartmentRow[];
  editor: AccessHolder;
  isReadOnly: boolean;
  onCreated: (user: TBuyerUser) => void;
  onCancel: () => void;
}

/**
 * A colleague's details, role, department, modules and authorities (buyer-user/create and /save).
 * A new profile logs in with the first password and accepts the terms at its first login.
 */
export function UserDetailsForm({ user, departments, editor, isReadOnly, onCreated, onCancel }: UserDetailsFormProps) {
  const create = useCreateBuyerUserMutation();
  const save = useSaveBuyerUserMutation();
  const isNew = user === null;
  const { control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    // The two schemas differ only by the password; both validate exactly what the server will.
    resolver: (isNew ? zodResolver(ZBuyerUserCreate) : zodResolver(ZBuyerUserEdit)) as Resolver<Input, unknown, Output>,
    defaultValues: toInput(user),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (isNew) {
        const created = await create.mutateAsync(values as TBuyerUserCreate);
        toast.success(`${created.fullName} added. They accept the terms at their first login.`);
        onCreated(created);
      } else {
        const saved = await save.mutateAsync({ ...values, id: user.id });
        reset(toInput(saved));
        toast.success(`${saved.fullName} saved`);
      }
    } catch (error) {
      setError('root', { message: applyServerErrors(error, setError, fieldNames) });
    }
  });

  const departmentOptions = departments.map((d) => ({ value: String(d.id), label: d.name }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={isNew ? 'New user' : 'User details'}>
      <Stack gap="md">
        <FormErrorAlert message={formState.errors.root?.message} />
        <fieldset disabled={isReadOnly} className="plain-fieldset">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField control={control} name="name" label="First name" required maxLength={100} />
              <TextField control={control} name="surname" label="Last name" required maxLength={100} />
              <EmailField
                control={control}
                name="email"
                label="E-mail"
                required
                description="Also the username to log in with"
              />
              <SelectField
                control={control}
                name="role"
                label="Role"
                required
                data={roleOptions}
                searchable={false}
                disabled={isReadOnly}
              />
              <SelectField
                control={control}
                name="departmentId"
                label="Department"
                isNumeric
                clearable
                data={departmentOptions}
                placeholder="No department"
                disabled={isReadOnly}
              />
              <TextField control={control} name="phone" label="Phone" maxLength={32} type="tel" inputMode="tel" />
              <TextField
                control={control}
                name="internalPhoneNumber"
                label="Internal phone number"
                maxLength={32}
                inputMode="tel"
              />
              {isNew ? (
                <PasswordField
                  control={control}
                  name="password"
                  label="First password"
                  required
                  description="6 to 16 letters and digits; share it with them safely"
                />
              ) : null}
            </SimpleGrid>
            <SwitchField
              control={control}
              name="isEnabled"
              label="Enabled"
              description="A disabled profile cannot log in."
              disabled={isReadOnly}
            />
            <Divider label="Modules and authorities" labelPosition="left" />
            <ProductsField
              control={control}
              name="products"
              editor={editor}
              before={user ?? noGrants}
              disabled={isReadOnly}
            />
            <AuthoritiesField
              control={control}
              name="authorities"
              editor={editor}
              before={user ?? noGrants}
              disabled={isReadOnly}
            />
          </Stack>
        </fieldset>
        {isReadOnly ? (
          <Text size="sm" c="dimmed">
            Only managers can change people.
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {isNew ? 'Add user' : 'Save user'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
