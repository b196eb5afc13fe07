import { zodResolver } from '@hookform/resolvers/zod';
import { ZSupplierRegistration } from '@portcall/contracts/auth';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { supplierCrossFieldErrors, withCrossFieldRules } from './registration-rules';

/** Agents and vendors register with the same schema (contracts ZSupplierRegistration). */
export type SupplierFormValues = z.input<typeof ZSupplierRegistration>;
export type SupplierRegistration = z.output<typeof ZSupplierRegistration>;

export const supplierResolver = withCrossFieldRules(zodResolver(ZSupplierRegistration), supplierCrossFieldErrors);

export const supplierDefaults: DefaultValues<SupplierFormValues> = {
  companyName: '',
  businessRegistrationNumber: '',
  siteUrl: '',
  address: '',
  postcode: '',
  city: '',
  phone: { number: '' },
  rfqEmail: '',
  confirmRfqEmail: '',
  ordersEmail: '',
  confirmOrdersEmail: '',
  portIds: [],
  categoryIds: [],
  isWorldwide: false,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

export const companyStepFields = [
  'companyName',
  'countryId',
  'phone',
  'businessRegistrationNumber',
  'siteUrl',
  'address',
  'city',
  'postcode',
  'rfqEmail',
  'confirmRfqEmail',
  'ordersEmail',
  'confirmOrdersEmail',
] as const;
export const expertiseStepFields = ['categoryIds'] as const;
export const portsStepFields = ['portIds', 'isWorldwide'] as const;
export const accountStepFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'termsAccepted',
] as const;

export const supplierFieldNames: readonly string[] = [
  ...companyStepFields,
  ...expertiseStepFields,
  ...portsStepFields,
  ...accountStepFields,
];
