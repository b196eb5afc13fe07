import { type THusbandryAnswer, ZHusbandryAnswer, ZHusbandryPort } from '@portcall/contracts/husbandry-estimator';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

const H = '/secured/husbandry-estimator';

/** GET filter/ports: ports with a husbandry formula, price list or history whose name starts with the text (any, empty). */
export function useHusbandryPorts(filter: string) {
  return useQuery({
    queryKey: ['husbandry-estimator', 'ports', filter],
    queryFn: ({ signal }) =>
      apiRequest(`${H}/filter/ports`, { query: { filter }, signal, schema: z.array(ZHusbandryPort) }),
  });
}

/** GET get-basic-groups: every husbandry group at the port with its items' averages. */
export function useBasicGroups(portId: number | null) {
  return useQuery({
    queryKey: ['husbandry-estimator', 'groups', portId],
    queryFn: ({ signal }) =>
      apiRequest(`${H}/get-basic-groups`, { query: { portId }, signal, schema: ZHusbandryAnswer }),
    enabled: portId !== null,
  });
}

export function calculateGroups(portId: number, groupIds: number[]): Promise<THusbandryAnswer> {
  return apiRequest(`${H}/calculate`, { method: 'POST', body: { portId, groupIds }, schema: ZHusbandryAnswer });
}

export function calculateItems(
  portId: number,
  items: Array<{ expenseItemId: number; quantity: string }>,
): Promise<THusbandryAnswer> {
  return apiRequest(`${H}/advance/calculate`, { method: 'POST', body: { portId, items }, schema: ZHusbandryAnswer });
}
