import { useEffect } from 'react';
import { type Control, type UseFormTrigger, useFormState, useWatch } from 'react-hook-form';

interface Schedule {
  eta?: string | null;
  ets?: string | null;
}

/**
 * "ETS after ETA" (platform-core §5) spans two fields, but the form validates a field only on its
 * own blur or change, so whether the ETS message showed depended on which field the user left
 * last. Once either date has been touched (or typed in), the ETS is checked again whenever either
 * value changes, so the message follows the two dates whatever the order of focus and blur. An
 * ETS nobody has reached yet is left alone rather than flagged as missing.
 */
export function useEtsAfterEtaCheck<T extends Schedule>(control: Control<T>, trigger: UseFormTrigger<T>) {
  // Only the two dates are read; the form's other fields do not matter here.
  const schedule = control as unknown as Control<Schedule>;
  const check = trigger as unknown as UseFormTrigger<Schedule>;
  const [eta, ets] = useWatch({ control: schedule, name: ['eta', 'ets'] });
  const { touchedFields, dirtyFields } = useFormState({ control: schedule, name: ['eta', 'ets'] });
  const isEngaged = Boolean(touchedFields.eta || touchedFields.ets || dirtyFields.eta || dirtyFields.ets);
  const isEtsReached = Boolean(touchedFields.ets || dirtyFields.ets || ets);
  const shouldCheck = isEngaged && isEtsReached;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check must run again on every change of either date
  useEffect(() => {
    if (shouldCheck) void check('ets');
  }, [shouldCheck, eta, ets, check]);
}
