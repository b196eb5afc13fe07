import { Alert } from '@mantine/core';
import { ZNotificationEventType } from '@portcall/contracts/notifications';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { errorMessage, NOT_FOUND_PATH } from '../../../api/http-policy';
import { PageLoader } from '../../../ui/page-loader';
import { routeNotification } from '../api/route-notification';

/**
 * /secured/notifications/{type}/{id}, the link of every notification e-mail: asks the router where
 * the entity lives for this reader and goes there. A 404 opens /error-not-found (http policy).
 */
export function NotificationRedirectPage() {
  const params = useParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const parsedType = ZNotificationEventType.safeParse(params.type);
  const type = parsedType.success ? parsedType.data : null;
  const id = Number(params.id);
  const isValid = type !== null && Number.isSafeInteger(id) && id > 0;

  useEffect(() => {
    if (!type || !isValid) return;
    let isCurrent = true;
    routeNotification(type, id)
      .then((path) => {
        if (isCurrent) navigate(path, { replace: true });
      })
      .catch((error: unknown) => {
        // 401, 403 and 404 have already navigated; anything else is said here.
        if (isCurrent && !(error instanceof ApiError && error.isHandled)) setProblem(errorMessage(error));
      });
    return () => {
      isCurrent = false;
    };
  }, [type, id, isValid, navigate]);

  if (!isValid) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (problem)
    return (
      <Alert color="red" variant="light" mt="xl">
        {problem}
      </Alert>
    );
  return <PageLoader />;
}
