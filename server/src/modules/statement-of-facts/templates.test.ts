import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalContent, contentHash, type SignedContent } from './canonical';
import { checkParameters, mergeParameters } from './parameters';
import {
  DIGITAL_SIGNATURE,
  EVENT_TEMPLATES,
  type EventTemplate,
  eventTemplates,
  suggestTemplates,
  withDepartSignature,
} from './templates';

describe('event templates', () => {
  it('gives a Depart group the mandatory Digital Signature template when it has none (operations §4)', () => {
    const departOnly = EVENT_TEMPLATES.filter((t) => t.group === 'DEPARTURE');
    const withSignature = withDepartSignature(departOnly);
    expect(withSignature.at(-1)).toEqual(DIGITAL_SIGNATURE);
    expect(DIGITAL_SIGNATURE).toMatchObject({ type: 'SIGNATURE', description: 'Digital Signature', mandatory: true });
    expect(eventTemplates().filter((t) => t.type === 'SIGNATURE')).toHaveLength(1);
  });

  it('adds no second signature, and none where there is no Depart group', () => {
    const own: EventTemplate = { ...DIGITAL_SIGNATURE, code: 'OWN_SIGNATURE', description: 'Master signature' };
    expect(withDepartSignature([...EVENT_TEMPLATES, own]).filter((t) => t.type === 'SIGNATURE')).toEqual([own]);
    const arrivalOnly = EVENT_TEMPLATES.filter((t) => t.group === 'ARRIVAL');
    expect(withDepartSignature(arrivalOnly)).toEqual(arrivalOnly);
  });

  it('suggests the templates after the latest one used', () => {
    expect(suggestTemplates(['ALL_FAST'], 2).map((t) => t.code)).toEqual([
      'PILOT_OFF_INBOUND',
      'CARGO_OPERATIONS_COMMENCED',
    ]);
    expect(suggestTemplates([], 1).map((t) => t.code)).toEqual(['ETA_PILOT_BOARDING_PLACE']);
  });

  it('maps each template to the JIT timestamp docs/sof-event-codes.md lists', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/sof-event-codes.md'), 'utf8');
    const rows = new Map(
      [...doc.matchAll(/^\| `(\w+)` \| [^|]+ \| [^|]+ \| ([^|]+) \|/gm)].map((m) => [m[1], (m[2] as string).trim()]),
    );
    for (const t of EVENT_TEMPLATES) {
      const written = t.jit
        ? `${t.jit.classifier} ${t.jit.eventType} ${t.jit.service ?? '-'} ${t.jit.facility}`
        : 'none';
      expect(rows.get(t.code), t.code).toBe(written);
    }
    expect(rows.size).toBe(EVENT_TEMPLATES.length);
  });

  it('uses every classifier and the locations the JIT port call names', () => {
    const jits = EVENT_TEMPLATES.flatMap((t) => (t.jit ? [t.jit] : []));
    expect(new Set(jits.map((j) => j.classifier))).toEqual(new Set(['PLN', 'EST', 'REQ', 'ACT']));
    expect(new Set(jits.map((j) => j.facility))).toEqual(new Set(['PBPL', 'ANCH', 'BRTH']));
    expect(new Set(jits.map((j) => j.service).filter(Boolean))).toEqual(
      new Set(['PILO', 'TOWG', 'MOOR', 'CRGO', 'BUNK']),
    );
  });
});

describe('parameters', () => {
  const empty = mergeParameters(
    {
      cargoQuantityActual: null,
      cargoQuantityNominal: null,
      inboundTugsOrdered: null,
      inboundTugsUsed: null,
      inboundTugsDetails: null,
      outboundTugsOrdered: null,
      outboundTugsUsed: null,
      outboundTugsDetails: null,
      pilotsIn: null,
      pilotsOut: null,
    },
    {},
  );
  it('accepts decimal quantities as text and refuses floats written as exponents', () => {
    expect(checkParameters({ ...empty, cargoQuantityActual: '45000.125' }).parameterError).toBeNull();
    expect(checkParameters({ ...empty, cargoQuantityActual: '4.5e4' }).cargoQuantityActualError).not.toBeNull();
  });
  it('needs details when more tugs were used than ordered', () => {
    const over = { ...empty, outboundTugsOrdered: 1, outboundTugsUsed: 2 };
    expect(checkParameters(over).outboundTugsUsedError).not.toBeNull();
    expect(checkParameters({ ...over, outboundTugsDetails: 'Swell at the breakwater' }).parameterError).toBeNull();
  });
});

describe('canonical content', () => {
  const content: SignedContent = {
    portCallId: 7,
    events: [
      {
        id: 2,
        templateCode: 'ALL_FAST',
        description: 'All fast',
        timestamp: new Date('2026-03-12T10:00:00Z'),
        involvement: 'AGENT',
        remarks: [],
      },
      {
        id: 1,
        templateCode: 'NOR_TENDERED',
        description: 'Notice',
        timestamp: new Date('2026-03-12T08:00:00Z'),
        involvement: 'MASTER',
        remarks: [],
      },
    ],
    parameters: {
      cargoQuantityActual: '100.000',
      cargoQuantityNominal: null,
      inboundTugsOrdered: 2,
      inboundTugsUsed: 2,
      inboundTugsDetails: null,
      outboundTugsOrdered: null,
      outboundTugsUsed: null,
      outboundTugsDetails: null,
      pilotsIn: 1,
      pilotsOut: null,
    },
    remarks: [{ id: 3, code: 'GENERAL', text: 'Fine', actorName: 'A' }],
    noRemarksNeeded: false,
  };
  it('hashes the same facts the same way whatever order they were read in', () => {
    const reversed = { ...content, events: [...content.events].reverse() };
    expect(canonicalContent(reversed)).toBe(canonicalContent(content));
    expect(contentHash(content)).toMatch(/^[0-9a-f]{64}$/);
  });
  it('changes with any fact', () => {
    expect(contentHash({ ...content, noRemarksNeeded: true })).not.toBe(contentHash(content));
    expect(contentHash({ ...content, remarks: [{ id: 3, code: 'GENERAL', text: 'Fine.', actorName: 'A' }] })).not.toBe(
      contentHash(content),
    );
  });
});
