import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  REMARK_CODES,
  remarkCodeLabels,
  type TTemplateGroup,
  templateGroupLabels,
  templateLabel,
} from '@portcall/contracts/statement-of-facts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useEventTemplates } from '../api/load-sof';
import { useSofMutation } from '../api/sof-mutations';
import type { EventResult, Sof } from '../api/sof-types';
import { errorText } from './sof-viewer';

const RESULT_FIELDS: Array<[string, string]> = [
  ['eventError', 'Event'],
  ['eventPlaceHolderError', 'Detail'],
  ['remarkError', 'Remark'],
  ['parameterError', 'Parameters'],
  ['inboundTugsOrderedError', 'Inbound tugs ordered'],
  ['inboundTugsUsedError', 'Inbound tugs used'],
  ['outboundTugsOrderedError', 'Outbound tugs ordered'],
  ['outboundTugsUsedError', 'Outbound tugs used'],
  ['pilotsInError', 'Pilots in'],
  ['pilotsOutError', 'Pilots out'],
  ['cargoQuantityActualError', 'Cargo quantity actual'],
];

/**
 * Adds an event from a template, in the port's local time, with an optional remark and the
 * parameters the template carries; the add-event errors of operations §5 show beside the form.
 */
export function AddEventModal({ sof, opened, onClose }: { sof: Sof; opened: boolean; onClose: () => void }) {
  const templates = useEventTemplates();
  const add = useSofMutation('addEvent');
  const [code, setCode] = useState<string | null>(null);
  const [time, setTime] = useState('');
  const [placeholder, setPlaceholder] = useState('');
  const [remarkCode, setRemarkCode] = useState<string | null>(null);
  const [remarkText, setRemarkText] = useState('');
  const [count, setCount] = useState<number | string>('');
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<Array<[string, string]>>([]);
  const all = (templates.data ?? []).flatMap((g) => g.templates).filter((t) => t.type === 'EVENT');
  const template = all.find((t) => t.code === code);
  const data = (templates.data ?? []).map((g) => ({
    group: templateGroupLabels[g.group as TTemplateGroup] ?? g.group,
    items: g.templates
      .filter((t) => t.type === 'EVENT')
      // The chosen event reads with the detail typed so far ("Anchored at Piraeus anchorage B").
      .map((t) => ({ value: t.code, label: templateLabel(t.description, t.code === code ? placeholder : null) })),
  }));
  const parameters = () => {
    const p = template?.parameters[0];
    if (!p) return undefined;
    if (p === 'cargoQuantity') return quantity ? { cargoQuantityActual: quantity } : undefined;
    const n = count === '' ? undefined : Number(count);
    if (n === undefined) return undefined;
    if (p === 'inboundTugs') return { inboundTugsUsed: n, inboundTugsOrdered: n };
    if (p === 'outboundTugs') return { outboundTugsUsed: n, outboundTugsOrdered: n };
    return { [p]: n };
  };
  const submit = () => {
    setErrors([]);
    add.mutate(
      {
        portCallId: sof.portCallId,
        version: sof.version,
        templateCode: code ?? '',
        timestamp: time,
        placeholder: placeholder || null,
        remark: remarkCode ? { code: remarkCode, text: remarkText } : null,
        parameters: parameters() ?? null,
      },
      {
        onSuccess: (result) => {
          const r = result as EventResult;
          if (r.sof) {
            toast.success('Event added');
            setCode(null);
            setPlaceholder('');
            setRemarkCode(null);
            setRemarkText('');
            onClose();
            return;
          }
          setErrors(RESULT_FIELDS.flatMap(([k, label]) => (r[k] ? [[label, String(r[k])] as [string, string]] : [])));
        },
        onError: (e) => setErrors([['Event', errorText(e)]]),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add event" size="lg">
      <Stack gap="sm">
        <Select label="Event" placeholder="Choose an event" data={data} value={code} onChange={setCode} searchable />
        {template?.placeholder ? (
          <TextInput
            label={`Detail (${template.placeholder})`}
            value={placeholder}
            onChange={(e) => setPlaceholder(e.currentTarget.value)}
          />
        ) : null}
        <TextInput
          label={`Time at the port (${sof.portCall.timezoneId ?? 'UTC'})`}
          type="datetime-local"
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
        />
        {template?.parameters[0] === 'cargoQuantity' ? (
          <TextInput
            label="Cargo quantity actual (t)"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
        ) : template?.parameters[0] ? (
          <NumberInput
            label={template.parameters[0].includes('Tugs') ? 'Tugs' : 'Pilots'}
            value={count}
            onChange={setCount}
            allowDecimal={false}
          />
        ) : null}
        <Group grow>
          <Select
            label="Remark (optional)"
            clearable
            data={REMARK_CODES.map((c) => ({ value: c, label: remarkCodeLabels[c] }))}
            value={remarkCode}
            onChange={setRemarkCode}
          />
        </Group>
        {remarkCode ? (
          <Textarea label="Remark text" value={remarkText} onChange={(e) => setRemarkText(e.currentTarget.value)} />
        ) : null}
        {errors.length > 0 ? (
          <Alert color="red" title="The event was not added">
            {errors.map(([label, text]) => (
              <div key={label}>
                {label}: {text}
              </div>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={add.isPending} disabled={!code || !time}>
            Save event
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
