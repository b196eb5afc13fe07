import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { AppointmentSofProps } from '../../../ui/appointment-panels';

/** The appointment pages' way to the SOF of the port call (provided to them by the app shell). */
export function SofLinkButton({ portCallId, kind }: AppointmentSofProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      component={Link}
      to={`/secured/${kind}/sof/${portCallId}`}
      aria-label={`SOF: statement of facts of port call ${portCallId}`}
    >
      SOF
    </Button>
  );
}
