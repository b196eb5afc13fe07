import { type TBankAccount, ZBankAccount } from '@portcall/contracts/bank-accounts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys } from './keys';

/** GET supplier-bank-accounts: the caller's own accounts (the DA form filters them by currency). */
export function listBankAccounts(signal?: AbortSignal): Promise<TBankAccount[]> {
  return apiRequest('/secured/supplier-bank-accounts', { signal, schema: z.array(ZBankAccount) });
}

export function useBankAccounts() {
  return useQuery({ queryKey: proformaKeys.bankAccounts(), queryFn: ({ signal }) => listBankAccounts(signal) });
}
