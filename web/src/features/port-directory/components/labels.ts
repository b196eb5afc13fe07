import {
  PORT_CARGOS,
  PORT_FACILITIES,
  PORT_SEGMENTS,
  type TPortCargo,
  type TPortFacility,
  type TPortSegment,
} from '@portcall/contracts/port-directory';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const segmentOptions = options(PORT_SEGMENTS);
export const cargoOptions = options(PORT_CARGOS);
export const facilityOptions = options(PORT_FACILITIES);
export const harborSizeOptions = ['Large', 'Medium', 'Small', 'Very Small'].map((v) => ({ value: v, label: v }));

export const segmentLabel = (code: string) => PORT_SEGMENTS[code as TPortSegment] ?? code;
export const cargoLabel = (code: string) => PORT_CARGOS[code as TPortCargo] ?? code;
export const facilityLabel = (code: string) => PORT_FACILITIES[code as TPortFacility] ?? code;
