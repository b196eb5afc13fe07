import { type TBankAccount, ZBankAccount } from '@portcall/contracts/bank-accounts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { bankAccountKeys } from './keys';

/** GET supplier-bank-accounts: the agent's or vendor's own accounts, every currency. */
export function listBankAccounts(signal?: AbortSignal): Promise<TBankAccount[]> {
  return apiRequest('/secured/supplier-bank-accounts', { signal, schema: z.array(ZBankAccount) });
}

export function useBankAccounts() {
  return useQuery({ queryKey: bankAccountKeys.all(), queryFn: ({ signal }) => listBankAccounts(signal) });
}
