import { type TVesselSize, ZVesselSize } from '@portcall/contracts/refdata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET /secured/vessel-sizes-ref-data, cached as 'vessel-sizes' (platform-core §9). */
export function fetchVesselSizes(): Promise<TVesselSize[]> {
  return apiRequest('/secured/vessel-sizes-ref-data', { schema: z.array(ZVesselSize), redirectOn404: false });
}

export const vesselSizesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.vesselSizes(), queryFn: fetchVesselSizes });

export function useVesselSizes() {
  return useQuery(vesselSizesQueryOptions());
}
