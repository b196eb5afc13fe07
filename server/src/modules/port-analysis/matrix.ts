import { eq } from 'drizzle-orm';
import { defineMatrix, everyone, onlyAdmin } from '../../test/role-matrix';
import { portMappingTypes, ports } from '../refdata/db';
import { hashApiKey } from './api-keys';
import { estimationApiKeys, portCodeMappings } from './db';
import { PORT_ANALYSIS_BASE as A, ESTIMATION_API_ADMIN_BASE as E, ESTIMATION_API_BASE as K } from './routes';

/**
 * Port analysis is for administrators with ADMIN_PORT_ANALYSIS, the estimation-api section for those
 * with ADMIN_ESTIMATION_API (the matrix's admin holds every ADMIN_* authority; port-analysis.test.ts
 * covers an administrator without them). The key-authenticated routes answer 401 to every session.
 */
export const matrix = defineMatrix({
  async prepare(t) {
    const db = t.database.db;
    const [port] = await db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRKLM'));
    const [type] = await db
      .select({ id: portMappingTypes.id })
      .from(portMappingTypes)
      .where(eq(portMappingTypes.code, 'PORT'));
    const portId = port?.id ?? 0;
    const mappingTypeId = type?.id ?? 0;
    const [mapping] = await db
      .insert(portCodeMappings)
      .values({ mappingTypeId, externalCode: 'MATRIX-DEL', portId })
      .returning({ id: portCodeMappings.id });
    const [key] = await db
      .insert(estimationApiKeys)
      .values({ name: 'matrix', prefix: 'pce_matrix', keyHash: hashApiKey('pce_matrix_key') })
      .returning({ id: estimationApiKeys.id });
    return { portId, mappingTypeId, mappingId: mapping?.id ?? 0, keyId: key?.id ?? 0 };
  },
  rows: ({ portId, mappingTypeId, mappingId, keyId }) => [
    { route: `GET ${A}/country/list`, url: `${A}/country/list?name=gree`, expect: onlyAdmin(200) },
    { route: `GET ${A}/location/search`, url: `${A}/location/search?location=kalam`, expect: onlyAdmin(200) },
    { route: `GET ${A}/location/:id`, url: `${A}/location/${portId}`, expect: onlyAdmin(200) },
    {
      route: `GET ${A}/location/:id/related-data`,
      url: `${A}/location/${portId}/related-data`,
      expect: onlyAdmin(200),
    },
    { route: `GET ${A}/:type/:id/location-data`, url: `${A}/port/${portId}/location-data`, expect: onlyAdmin(200) },
    { route: `GET ${A}/port/search`, url: `${A}/port/search?portName=kalam`, expect: onlyAdmin(200) },
    { route: `GET ${A}/port/:id`, url: `${A}/port/${portId}`, expect: onlyAdmin(200) },
    {
      route: `POST ${A}/port`,
      body: { portId, additionalInformation: 'Small harbour', facilities: ['FRESH_WATER'] },
      expect: onlyAdmin(200),
    },
    {
      route: `PATCH ${A}/port/:id/available-in-pce`,
      url: `${A}/port/${portId}/available-in-pce?state=true`,
      expect: onlyAdmin(200),
    },
    { route: `GET ${E}/port-mappings`, url: `${E}/port-mappings?portId=${portId}`, expect: onlyAdmin(200) },
    {
      route: `POST ${E}/port-mappings`,
      body: { mappingTypeId, externalCode: 'MATRIX-1', portId },
      expect: onlyAdmin(200),
    },
    { route: `DELETE ${E}/port-mappings/:id`, url: `${E}/port-mappings/${mappingId}`, expect: onlyAdmin(200) },
    { route: `GET ${E}/api-keys`, expect: onlyAdmin(200) },
    { route: `POST ${E}/api-keys`, body: { name: 'Matrix system' }, expect: onlyAdmin(200) },
    { route: `POST ${E}/api-keys/:id/revoke`, url: `${E}/api-keys/${keyId}/revoke`, expect: onlyAdmin(200) },
    { route: `GET ${K}/ports/search`, url: `${K}/ports/search?name=pira`, expect: everyone(401) },
    { route: `GET ${K}/ports/by-code/:mappingType/:code`, url: `${K}/ports/by-code/PORT/X1`, expect: everyone(401) },
  ],
});
