import { type TDepartmentPortLog, ZDepartmentPortLog } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST portlog/{id}/include-department?include=: a department's part in or out of the agent's view. */
export function includeDepartment(input: { id: number; include: boolean }): Promise<TDepartmentPortLog> {
  return apiRequest(`/secured/portlog/${input.id}/include-department`, {
    method: 'POST',
    query: { include: input.include },
    schema: ZDepartmentPortLog,
  });
}

export function useIncludeDepartment() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: includeDepartment, onSuccess: invalidate });
}
