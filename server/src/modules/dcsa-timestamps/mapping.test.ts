import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { DIGITAL_SIGNATURE, EVENT_TEMPLATES } from '../statement-of-facts/templates';
import { readTimestamps, toTimestamps } from './jit';
import { codesOfTemplate, SOF_DCSA_MAPPING, templateOfCodes } from './mapping';

const CALL = {
  port: { unlocode: 'GRPIR' },
  vessel: { name: 'Nordic Bergen', imo: '9074729' },
  voyageNumber: 'NB-2611',
  appointment: { agentName: 'Piraeus Maritime Services' },
};
const TEMPLATES = [...EVENT_TEMPLATES, DIGITAL_SIGNATURE];

function refusal(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('the SOF <-> DCSA JIT mapping table', () => {
  it('names every SOF event: its timestamp codes, or why it is not exchanged', () => {
    expect(Object.keys(SOF_DCSA_MAPPING).sort()).toEqual(TEMPLATES.map((x) => x.code).sort());
    for (const [code, mapping] of Object.entries(SOF_DCSA_MAPPING))
      expect(Boolean(mapping.codes) !== Boolean(mapping.notExchanged?.trim()), code).toBe(true);
  });

  it("agrees with the templates' own JIT codes (docs/sof-event-codes.md)", () => {
    for (const template of TEMPLATES) {
      const codes = codesOfTemplate(template.code);
      const fromTemplate = template.jit
        ? {
            eventClassifierCode: template.jit.classifier,
            operationsEventTypeCode: template.jit.eventType,
            portCallServiceTypeCode: template.jit.service,
            facilityTypeCode: template.jit.facility,
          }
        : null;
      const { portCallPhaseTypeCode: _, ...withoutPhase } = codes ?? { portCallPhaseTypeCode: null };
      expect(codes ? withoutPhase : null, template.code).toEqual(fromTemplate);
    }
  });

  it('reads every exchanged event back from its own codes, and from its codes without the phase when they are unique', () => {
    for (const [code, mapping] of Object.entries(SOF_DCSA_MAPPING)) {
      if (!mapping.codes) continue;
      expect(templateOfCodes(mapping.codes), code).toEqual({ templateCode: code });
    }
    // The first tug made fast inbound and outbound differ only by the phase.
    const tugs = { eventClassifierCode: 'ACT', operationsEventTypeCode: 'STRT', portCallServiceTypeCode: 'TOWG' };
    expect(templateOfCodes({ ...tugs, facilityTypeCode: 'BRTH' })).toEqual({ problem: 'AMBIGUOUS' });
    expect(templateOfCodes({ ...tugs, portCallPhaseTypeCode: 'OUTB' })).toEqual({
      templateCode: 'TUGS_MADE_FAST_OUTBOUND',
    });
    expect(
      templateOfCodes({ eventClassifierCode: 'ACT', operationsEventTypeCode: 'STRT', portCallServiceTypeCode: 'CRGO' }),
    ).toEqual({
      templateCode: 'CARGO_OPERATIONS_COMMENCED',
    });
    expect(templateOfCodes({ eventClassifierCode: 'ACT', operationsEventTypeCode: 'OMIT' })).toEqual({
      problem: 'UNKNOWN',
    });
  });

  it('round-trips: every exchanged event exported reads back as the same event at the same instant', () => {
    const exchanged = EVENT_TEMPLATES.filter((x) => x.jit);
    const events = exchanged.map((template, i) => ({
      templateCode: template.code,
      description: template.description,
      placeholder: template.placeholder ? 'Outer anchorage' : null,
      timestamp: new Date(Date.UTC(2026, 2, 10, 6, i * 2)),
    }));
    const notExchanged = { templateCode: 'NOR_TENDERED', description: 'NOR', placeholder: null, timestamp: new Date() };
    const file = toTimestamps(CALL, [...events, notExchanged]);
    expect(file).toHaveLength(exchanged.length);
    expect(file[0]?.eventDateTime).toBe('2026-03-10T06:00:00+00:00');
    const back = readTimestamps(JSON.parse(JSON.stringify(file)), CALL);
    expect(back.map((t) => [t.templateCode, t.eventAt.toISOString(), t.placeholder, t.sentBy])).toEqual(
      events.map((e) => [e.templateCode, e.timestamp.toISOString(), e.placeholder, 'Piraeus Maritime Services']),
    );
  });

  it('refuses with the catalogue what is not this call or not a timestamp', () => {
    const one = {
      vesselIMONumber: '9074729',
      UNLocationCode: 'GRPIR',
      eventClassifierCode: 'ACT',
      operationsEventTypeCode: 'ARRI',
      facilityTypeCode: 'BRTH',
      portCallPhaseTypeCode: 'INBD',
      eventDateTime: '2026-03-10T08:00:00+02:00',
    };
    expect(readTimestamps(one, CALL)).toMatchObject([{ templateCode: 'ALL_FAST' }]);
    expect(readTimestamps(one, CALL)[0]?.eventAt.toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(refusal(() => readTimestamps([one, { ...one, vesselIMONumber: '9321483' }], CALL))).toEqual({
      code: 'DCSA_VESSEL_MISMATCH',
      message: 'Timestamp 2: vessel IMO 9321483 is not the vessel of this port call',
    });
    expect(refusal(() => readTimestamps({ ...one, UNLocationCode: 'NLRTM' }, CALL)).code).toBe(
      'DCSA_PORT_CALL_MISMATCH',
    );
    expect(refusal(() => readTimestamps({ ...one, carrierExportVoyageNumber: 'OTHER' }, CALL)).code).toBe(
      'DCSA_PORT_CALL_MISMATCH',
    );
    expect(refusal(() => readTimestamps({ ...one, operationsEventTypeCode: 'XXXX' }, CALL))).toEqual({
      code: 'DCSA_CODE_UNKNOWN',
      message: 'Timestamp 1: ACT XXXX BRTH INBD is no event of the statement of facts',
    });
    for (const time of ['2026-03-10T08:00', '2026-13-10T08:00:00Z', 'yesterday', '1066-10-14T09:00:00Z'])
      expect(refusal(() => readTimestamps({ ...one, eventDateTime: time }, CALL)).code, time).toBe('DCSA_TIME_INVALID');
    const anchored = { ...one, facilityTypeCode: 'ANCH' };
    expect(refusal(() => readTimestamps(anchored, CALL)).code).toBe('DCSA_PLACE_REQUIRED');
    expect(refusal(() => readTimestamps('not a timestamp', CALL)).code).toBe('DCSA_FILE_INVALID');
    expect(refusal(() => readTimestamps([], CALL)).code).toBe('DCSA_FILE_INVALID');
    expect(refusal(() => readTimestamps([one, { eventDateTime: 3 }], CALL)).code).toBe('DCSA_TIMESTAMP_INVALID');
  });
});
