import { type TNotificationEventType, ZNotificationTarget } from '@portcall/contracts/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/**
 * POST notification/router/{type}: the web path of the entity a notification is about. A 404 (the
 * entity is gone, or no longer the reader's) opens /error-not-found through the http policy.
 */
export async function routeNotification(type: TNotificationEventType, id: number): Promise<string> {
  const { path } = await apiRequest(`/secured/notification/router/${type}`, {
    method: 'POST',
    body: { id },
    schema: ZNotificationTarget,
  });
  return path;
}

export function useRouteNotification() {
  return useMutation({
    mutationFn: ({ type, id }: { type: TNotificationEventType; id: number }) => routeNotification(type, id),
  });
}
