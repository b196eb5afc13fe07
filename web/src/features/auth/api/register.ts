import { type TBuyerRegistration, type TSupplierRegistration, ZRegistrationResult } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

export type RegistrationResult = z.infer<typeof ZRegistrationResult>;

/** What each kind of company registers with: a buyer its company and user; a supplier also its ports. */
type Registrations = { buyer: TBuyerRegistration; agent: TSupplierRegistration; vendor: TSupplierRegistration };

/** POST /public/registration/{kind}: 201 {profileId, companyId}, or 400 with per-field messages. */
export function register<K extends keyof Registrations>(kind: K, body: Registrations[K]): Promise<RegistrationResult> {
  return apiRequest(`/public/registration/${kind}`, {
    method: 'POST',
    body,
    schema: ZRegistrationResult,
    redirectOn404: false,
  });
}

export function useRegisterMutation<K extends keyof Registrations>(kind: K) {
  return useMutation({ mutationFn: (body: Registrations[K]) => register(kind, body), meta: { silent: true } });
}
