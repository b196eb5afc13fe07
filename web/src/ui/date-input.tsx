import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { formatDate, toCalendarDate, toIsoDate } from '@portcall/contracts/format';
import { useEffect, useRef, useState } from 'react';
import { keepDateInRange, parseTypedDate } from './amount-date-rules';
import { CalendarIcon } from './icons';

// Apart from the form field (./date-field) so that a filter bar can use it without a form library.

export interface DateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** Wire value: ISO date with T00:00:00, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string | null;
  max?: string | null;
}

/**
 * Date input showing dd/MM/yyyy (platform-core §9), typed or picked from the browser's calendar.
 * A date before `min` or after `max` is cleared (platform-core §5).
 */
export function DateInput({ value, onChange, onBlur, min, max, disabled, ...input }: DateInputProps) {
  const [text, setText] = useState(() => formatDate(value));
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setText((current) => (parseTypedDate(current) === toCalendarDate(value) ? current : formatDate(value)));
  }, [value]);

  const choose = (day: string | null) => {
    const kept = keepDateInRange(day, min, max);
    setText(formatDate(kept));
    onChange(kept ? toIsoDate(kept) : null);
  };

  return (
    <>
      <TextInput
        placeholder="dd/mm/yyyy"
        inputMode="numeric"
        autoComplete="off"
        {...input}
        disabled={disabled}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const day = parseTypedDate(next);
          if (day) {
            const kept = keepDateInRange(day, min, max);
            onChange(kept ? toIsoDate(kept) : null);
          } else if (next.trim() === '') onChange(null);
        }}
        onBlur={(e) => {
          // Leaving the field settles it: a date out of range, or text that is no date, is cleared.
          choose(parseTypedDate(text));
          onBlur?.(e);
        }}
        rightSection={
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Open calendar"
            disabled={disabled}
            onClick={() => picker.current?.showPicker?.()}
          >
            <CalendarIcon size={16} />
          </ActionIcon>
        }
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="visually-hidden-input"
        min={min ? (toCalendarDate(min) ?? undefined) : undefined}
        max={max ? (toCalendarDate(max) ?? undefined) : undefined}
        value={toCalendarDate(value) ?? ''}
        onChange={(e) => choose(e.currentTarget.value || null)}
      />
    </>
  );
}
