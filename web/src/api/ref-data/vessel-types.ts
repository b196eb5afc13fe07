import { type TVesselType, ZVesselType } from '@portcall/contracts/refdata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET /secured/vessel-types-ref-data, cached as 'vessel-types' (platform-core §9). */
export function fetchVesselTypes(): Promise<TVesselType[]> {
  return apiRequest('/secured/vessel-types-ref-data', { schema: z.array(ZVesselType), redirectOn404: false });
}

export const vesselTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.vesselTypes(), queryFn: fetchVesselTypes });

export function useVesselTypes() {
  return useQuery(vesselTypesQueryOptions());
}
