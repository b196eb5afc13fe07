import { type TBuyerRegistration, ZRegistrationResult } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

export type RegistrationResult = z.infer<typeof ZRegistrationResult>;

/** POST /public/registration/buyer: 201 {profileId, companyId}, or 400 with per-field messages. */
export function registerBuyer(body: TBuyerRegistration): Promise<RegistrationResult> {
  return apiRequest('/public/registration/buyer', {
    method: 'POST',
    body,
    schema: ZRegistrationResult,
    redirectOn404: false,
  });
}

export function useRegisterBuyerMutation() {
  return useMutation({ mutationFn: registerBuyer, meta: { silent: true } });
}
