import {
  type TEstimatorVessel,
  type TExecuteAnswer,
  type TExecuteRequest,
  type TLoadConfiguration,
  ZEstimatorVessel,
  ZExecuteAnswer,
  ZLoadConfiguration,
} from '@portcall/contracts/port-estimator';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

const P = '/secured/port-estimator';

export const estimatorKeys = {
  vessels: (text: string, model: boolean) => ['port-estimator', 'vessels', text, model] as const,
  config: (portId: number, vesselId: number, model: boolean) =>
    ['port-estimator', 'config', portId, vesselId, model] as const,
};

/** GET filter-vessels: the company's vessels, or the model vessels (size classes). */
export function useEstimatorVessels(text: string, isModelVessel: boolean) {
  return useQuery({
    queryKey: estimatorKeys.vessels(text, isModelVessel),
    queryFn: ({ signal }): Promise<TEstimatorVessel[]> =>
      apiRequest(`${P}/filter-vessels`, {
        query: { text, isModelVessel },
        signal,
        schema: z.array(ZEstimatorVessel),
      }),
  });
}

/** GET port/{portId}/vessel/{vesselId}/load-configuration: what the port's formulas read. */
export function useLoadConfiguration(portId: number | null, vesselId: number | null, isModelVessel: boolean) {
  return useQuery({
    queryKey: estimatorKeys.config(portId ?? 0, vesselId ?? 0, isModelVessel),
    queryFn: ({ signal }): Promise<TLoadConfiguration> =>
      apiRequest(`${P}/port/${portId}/vessel/${vesselId}/load-configuration`, {
        query: { isModelVessel },
        signal,
        schema: ZLoadConfiguration,
        // A port outside the estimator answers 409 with its message: shown on the page, not a redirect.
      }),
    enabled: portId !== null && vesselId !== null,
    retry: false,
    // The page shows the failure in its own alert; a toast would say it a second time.
    meta: { silent: true },
  });
}

/** POST execute: every expense of the port estimated, with its working. */
export function executeEstimate(body: TExecuteRequest): Promise<TExecuteAnswer> {
  return apiRequest(`${P}/execute`, { method: 'POST', body, schema: ZExecuteAnswer });
}
