import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../ui/page-loader';

interface Read {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * What a port-log page shows while its two reads are not both in: the appointment's port log, then
 * (once its id is known) the log itself. Null when the page can render.
 */
export function portLogLoading(ofAppointment: Read, log: Read, assignmentId: number | undefined): ReactNode {
  if (ofAppointment.isPending || (assignmentId !== undefined && log.isPending)) return <PageLoader />;
  if (ofAppointment.isError || log.isError)
    return (
      <Alert color="red" title="The port log could not be loaded">
        {(ofAppointment.error ?? log.error)?.message}
      </Alert>
    );
  return null;
}
