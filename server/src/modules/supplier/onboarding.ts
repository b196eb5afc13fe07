import type { TKypStatus } from '@portcall/contracts/kyp';
import type { TSupplierOnboarding } from '@portcall/contracts/supplier';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { registrationOf } from '../account/module';
import type { OnboardingReadModel } from './onboarding-read-model';

/**
 * The checklist a new agent or vendor lands on: what it has set up, and what keeps it from
 * receiving requests for quotation. Buyers reach a supplier only once an administrator approved its
 * registration, and the request wizard offers the agents serving the port: those two block; the
 * rest (company details, e-mail groups, a bank account to be paid into, KYP) are what a buyer
 * checks before appointing and paying, so they are listed without blocking.
 */
export function createOnboarding(deps: { read: OnboardingReadModel; clock: () => Date }) {
  return {
    async load(caller: Caller): Promise<TSupplierOnboarding> {
      const facts = await deps.read.facts(caller.companyId);
      const { company } = facts;
      if (!company) throw notFound();
      const registration = registrationOf(company);
      // The kyp_verifications row holds one of the contract's statuses (written only by the KYP module).
      const kypStatus: TKypStatus | null =
        facts.kyp?.status === 'VERIFIED' && facts.kyp.expiresAt && facts.kyp.expiresAt <= deps.clock()
          ? 'EXPIRED'
          : ((facts.kyp?.status ?? null) as TKypStatus | null);
      const steps: TSupplierOnboarding['steps'] = [
        {
          key: 'COMPANY',
          isDone: Boolean(company.countryId && company.phoneNumber && company.address && company.city),
          isBlocking: false,
        },
        { key: 'PORTS', isDone: facts.portCount > 0, isBlocking: true },
        { key: 'EMAIL_GROUPS', isDone: facts.emailConfigurationSubmittedAt !== null, isBlocking: false },
        { key: 'BANK_ACCOUNT', isDone: facts.bankAccountCount > 0, isBlocking: false },
        { key: 'KYP', isDone: kypStatus === 'VERIFIED', isBlocking: false },
      ];
      return {
        registration,
        steps,
        kypStatus,
        canReceiveRequests: registration.status === 'APPROVED' && facts.portCount > 0,
      };
    },
  };
}
export type Onboarding = ReturnType<typeof createOnboarding>;
