import { type TSupplierRegistration, ZRegistrationResult } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

export type RegistrationResult = z.infer<typeof ZRegistrationResult>;

/** POST /public/registration/vendor: 201 {profileId, companyId}, or 400 with per-field messages. */
export function registerVendor(body: TSupplierRegistration): Promise<RegistrationResult> {
  return apiRequest('/public/registration/vendor', {
    method: 'POST',
    body,
    schema: ZRegistrationResult,
    redirectOn404: false,
  });
}

export function useRegisterVendorMutation() {
  return useMutation({ mutationFn: registerVendor, meta: { silent: true } });
}
