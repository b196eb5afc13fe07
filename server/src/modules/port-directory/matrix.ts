import { eq } from 'drizzle-orm';
import { defineMatrix, statusFor } from '../../test/role-matrix';
import { ports } from '../refdata/db';
import { PORT_DIRECTORY_BASE as B } from './routes';

/** Buyers and agents with the port directory read it; vendors and administrators are refused. */
const directory = statusFor(200, 200, 200, 403, 403);

export const matrix = defineMatrix({
  async prepare(t) {
    const [piraeus] = await t.database.db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRPIR'));
    return { portId: piraeus?.id ?? 0 };
  },
  rows: ({ portId }) => [
    { route: `GET ${B}/search`, url: `${B}/search?segment=TANKER&size=5`, expect: directory },
    { route: `POST ${B}/ai/port/search`, body: { prompt: 'tanker ports in Greece with a drydock' }, expect: directory },
    { route: `GET ${B}/port/:portName`, url: `${B}/port/pira`, expect: directory },
    { route: `GET ${B}/header/port/:portId`, url: `${B}/header/port/${portId}`, expect: directory },
    { route: `GET ${B}/supplier/port/:portId`, url: `${B}/supplier/port/${portId}`, expect: directory },
    { route: `GET ${B}/port-information/port/:portId`, url: `${B}/port-information/port/${portId}`, expect: directory },
    {
      route: `GET ${B}/port-information/port/:portId/additional-information`,
      url: `${B}/port-information/port/${portId}/additional-information`,
      expect: directory,
    },
    {
      route: `GET ${B}/harbor-complex/port/:portId`,
      url: `${B}/harbor-complex/port/${portId}?segment=CONTAINER`,
      expect: directory,
    },
    { route: `GET ${B}/overview/port/:portId`, url: `${B}/overview/port/${portId}`, expect: directory },
  ],
});
