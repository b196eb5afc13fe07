import { apiRequest } from '../../../api/http-client';

/** POST request-for-quotation/send-reminder: pokes the agent (limited, like appointment reminders). */
export function sendReminder(requestId: number) {
  return apiRequest('/secured/request-for-quotation/send-reminder', {
    method: 'POST',
    body: { id: requestId },
    redirectOn404: false,
  });
}
