import { type TSupplierRegistration, ZRegistrationResult } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

export type RegistrationResult = z.infer<typeof ZRegistrationResult>;

/** POST /public/registration/agent: 201 {profileId, companyId}, or 400 with per-field messages. */
export function registerAgent(body: TSupplierRegistration): Promise<RegistrationResult> {
  return apiRequest('/public/registration/agent', {
    method: 'POST',
    body,
    schema: ZRegistrationResult,
    redirectOn404: false,
  });
}

export function useRegisterAgentMutation() {
  return useMutation({ mutationFn: registerAgent, meta: { silent: true } });
}
