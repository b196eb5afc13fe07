import { Accordion, Checkbox, Group, Input, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { type AccessHolder, hasAuthority, type TAuthority, type TProduct } from '@portcall/contracts/access';
import { buyerProducts } from '@portcall/contracts/settings';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { productNames } from '../../../lib/sections';
import { authorityLabel, buyerAuthorityGroups } from './labels';
import { ToneBadge } from './status-badges';

type Grant = { authority: TAuthority; isEnabled?: boolean };

interface GrantsFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed-values type is irrelevant to a field.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** The manager editing: only what they hold can be newly granted (no escalation, GRANT_NOT_HELD). */
  editor: AccessHolder;
  /** What the person held before this edit; keeping or removing it is always allowed. */
  before: AccessHolder;
  disabled?: boolean;
}

const NOT_HELD = 'You can only grant what you hold yourself';

function LockedHint({ isLocked, children }: { isLocked: boolean; children: ReactNode }) {
  return isLocked ? (
    <Tooltip label={NOT_HELD} withArrow position="top-start">
      <div>{children}</div>
    </Tooltip>
  ) : (
    children
  );
}

/** The products (modules) a person may use; a module also needs its authority (platform-core §6). */
export function ProductsField<T extends FieldValues>({ control, name, editor, before, disabled }: GrantsFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const selected = (field.value as TProduct[] | undefined) ?? [];
  const toggle = (product: TProduct, on: boolean) =>
    field.onChange(on ? [...selected, product] : selected.filter((p) => p !== product));
  return (
    <Input.Wrapper
      label="Modules"
      description="Each module also needs its view authority below."
      error={fieldState.error?.message}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {buyerProducts.map((product) => {
          const isLocked = !editor.products.includes(product) && !before.products.includes(product);
          return (
            <LockedHint key={product} isLocked={isLocked}>
              <Checkbox
                label={productNames[product]}
                checked={selected.includes(product)}
                onChange={(e) => toggle(product, e.currentTarget.checked)}
                disabled={disabled || (isLocked && !selected.includes(product))}
              />
            </LockedHint>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

/** Authorities by family; each entry is sent as {authority, isEnabled: true}. */
export function AuthoritiesField<T extends FieldValues>({
  control,
  name,
  editor,
  before,
  disabled,
}: GrantsFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const grants = (field.value as Grant[] | undefined) ?? [];
  const isOn = (a: TAuthority) => grants.some((g) => g.authority === a && g.isEnabled !== false);
  const toggle = (authority: TAuthority, on: boolean) =>
    field.onChange(
      on
        ? [...grants.filter((g) => g.authority !== authority), { authority, isEnabled: true }]
        : grants.filter((g) => g.authority !== authority),
    );
  return (
    <Input.Wrapper label="Authorities" error={fieldState.error?.message}>
      <Accordion variant="separated" multiple mt="xs" chevronPosition="right">
        {buyerAuthorityGroups.map((group) => {
          const count = group.authorities.filter(isOn).length;
          return (
            <Accordion.Item key={group.title} value={group.title}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text size="sm" fw={600}>
                    {group.title}
                  </Text>
                  <ToneBadge tone={count > 0 ? 'teal' : 'gray'}>
                    {count} of {group.authorities.length}
                  </ToneBadge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  {group.authorities.map((authority) => {
                    const isLocked = !hasAuthority(editor, authority) && !hasAuthority(before, authority);
                    return (
                      <LockedHint key={authority} isLocked={isLocked}>
                        <Checkbox
                          label={authorityLabel(authority)}
                          checked={isOn(authority)}
                          onChange={(e) => toggle(authority, e.currentTarget.checked)}
                          disabled={disabled || (isLocked && !isOn(authority))}
                        />
                      </LockedHint>
                    );
                  })}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Input.Wrapper>
  );
}
