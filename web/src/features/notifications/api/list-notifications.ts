import {
  NOTIFICATIONS_PAGE_SIZE,
  type TNotification,
  type TNotificationFilter,
  ZNotificationPage,
} from '@portcall/contracts/notifications';
import type { TPaged } from '@portcall/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { refetchSize } from '../../../lib/unread-count';

/** POST notification/list: page 0 of page size x (page + 1) rows, so "load more" keeps what is shown. */
export function listNotifications(
  filter: TNotificationFilter,
  size: number,
  signal?: AbortSignal,
): Promise<TPaged<TNotification>> {
  return apiRequest('/secured/notification/list', {
    method: 'POST',
    body: { page: 0, size, filter },
    signal,
    schema: ZNotificationPage,
  });
}

export const notificationListQueryOptions = (filter: TNotificationFilter, page: number) => {
  const size = refetchSize(NOTIFICATIONS_PAGE_SIZE, page);
  return queryOptions({
    queryKey: queryKeys.notifications.list(filter, size),
    queryFn: ({ signal }) => listNotifications(filter, size, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
};

export function useNotificationList(filter: TNotificationFilter, page: number, isEnabled: boolean) {
  return useQuery({ ...notificationListQueryOptions(filter, page), enabled: isEnabled });
}
