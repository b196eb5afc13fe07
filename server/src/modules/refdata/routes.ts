import { ZOption } from '@portcall/contracts/fields';
import {
  ZActivityType,
  ZCatalogueQuery,
  ZCodeOption,
  ZCountry,
  ZCountryOption,
  ZCurrencyOption,
  ZExpenseCatalogueItem,
  ZExpenseCategory,
  ZIdParams,
  ZIntegrationConfig,
  ZNoQuery,
  ZOptions,
  ZPhonePrefixOption,
  ZPort,
  ZPortFilterQuery,
  ZPortIdParams,
  ZPortOption,
  ZRefFilterQuery,
  ZTerminalIdParams,
  ZVesselSize,
  ZVesselType,
} from '@portcall/contracts/refdata';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { type Access, ANY_PROFILE, PUBLIC } from '../../platform/http/access';
import { api, errorResponses } from '../../platform/http/api';
import { type CodeListName, createRefdataRepo } from './repo';
import { type ActivityScope, createRefdataService } from './service';

const SECURED: Access = { profileTypes: ANY_PROFILE };
const tags = ['refdata'];

/**
 * Fixed code lists, each answered as [{label, value, code}] in display order. The public ones
 * feed the anonymous registration wizard (categories an agent or vendor registers with).
 */
const codeListRoutes: Array<[url: string, list: CodeListName, access: Access]> = [
  ['/da-app/secured/ref/accountingCodeApplicationTypes', 'accountingCodeApplicationTypes', SECURED],
  ['/da-app/secured/ref/agent-types', 'agentTypes', SECURED],
  ['/da-app/public/ref/agent-types', 'agentTypes', PUBLIC],
  ['/da-app/secured/ref/vendor-types', 'vendorTypes', SECURED],
  ['/da-app/public/ref/vendor-types', 'vendorTypes', PUBLIC],
  ['/da-app/secured/ref/voyage-types', 'voyageTypes', SECURED],
  ['/da-app/secured/ref/segments', 'segments', SECURED],
  ['/da-app/secured/ref/logo-types', 'logoTypes', SECURED],
  ['/da-app/secured/ref/expense-sections', 'expenseSections', SECURED],
  ['/da-app/secured/ref/expense-evaluation-inspection/discrepancy-reasons', 'discrepancyReasons', SECURED],
  ['/da-app/secured/ref/expense-evaluation-verification-discount-types', 'verificationDiscountTypes', SECURED],
  ['/da-app/secured/ref/expense-evaluation-verification-discrepancy-types', 'verificationDiscrepancyTypes', SECURED],
  ['/da-app/secured/estimation-api/port-mapping-type-ref-data', 'portMappingTypes', SECURED],
];

const activityTypeRoutes: Array<[url: string, scope: ActivityScope]> = [
  ['/da-app/secured/ref/activity-types', 'active'],
  ['/da-app/secured/appointment/activity-types', 'active'],
  ['/da-app/secured/activity-types/list-all', 'all'],
  ['/da-app/secured/ref/activity-types/list-estimation-active', 'estimation'],
];

/** Reference data reads (platform-core §7, operations §7 "Reference data"); all GET. */
export async function refdataRoutes(app: FastifyInstance, deps: { db: Db }) {
  const service = createRefdataService({ repo: createRefdataRepo(deps.db) });
  const r = api(app);
  const listSchema = <T extends z.ZodType>(item: T) => ({
    tags,
    querystring: ZNoQuery,
    response: { 200: z.array(item), ...errorResponses },
  });

  for (const [url, list, access] of codeListRoutes) {
    r.get(url, { schema: listSchema(ZCodeOption), config: { access } }, () => service.listCodes(list));
  }
  for (const [url, scope] of activityTypeRoutes) {
    r.get(url, { schema: listSchema(ZActivityType), config: { access: SECURED } }, () =>
      service.listActivityTypes(scope),
    );
  }

  r.get(
    '/da-app/secured/ref/integration-config-list',
    { schema: listSchema(ZIntegrationConfig), config: { access: SECURED } },
    () => service.listIntegrationConfigs(),
  );
  r.get('/da-app/secured/vessel-types-ref-data', { schema: listSchema(ZVesselType), config: { access: SECURED } }, () =>
    service.listVesselTypes(),
  );
  r.get('/da-app/secured/vessel-sizes-ref-data', { schema: listSchema(ZVesselSize), config: { access: SECURED } }, () =>
    service.listVesselSizes(),
  );

  // Expense catalogue
  r.get(
    '/da-app/secured/ref/expense-categories',
    { schema: listSchema(ZExpenseCategory), config: { access: SECURED } },
    () => service.listExpenseCategories({ activeOnly: false }),
  );
  r.get(
    '/da-app/secured/ref/active-expenses-categories',
    { schema: listSchema(ZExpenseCategory), config: { access: SECURED } },
    () => service.listExpenseCategories({ activeOnly: true }),
  );
  r.get(
    '/da-app/secured/ref/active-expenses-catalogue-items',
    {
      schema: {
        tags,
        querystring: ZCatalogueQuery,
        response: { 200: z.array(ZExpenseCatalogueItem), ...errorResponses },
      },
      config: { access: SECURED },
    },
    (request) => service.listCatalogueItems({ activeOnly: true, sectionCode: request.query.section }),
  );

  // Continents and countries
  r.get('/da-app/secured/ref/continents', { schema: listSchema(ZOption), config: { access: SECURED } }, () =>
    service.listContinents(),
  );
  r.get(
    '/da-app/secured/ref/continent/:id/countries',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: z.array(ZCountryOption), ...errorResponses },
      },
      config: { access: SECURED },
    },
    (request) => service.listCountriesOfContinent(request.params.id),
  );
  r.get(
    '/da-app/secured/ref/countries/:id',
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZCountry, ...errorResponses } },
      config: { access: SECURED },
    },
    (request) => service.findCountry(request.params.id),
  );
  r.get('/da-app/public/ref/countries', { schema: listSchema(ZCountryOption), config: { access: PUBLIC } }, () =>
    service.listCountries(),
  );
  r.get(
    '/da-app/public/ref/filter/countries',
    {
      schema: { tags, querystring: ZRefFilterQuery, response: { 200: z.array(ZCountryOption), ...errorResponses } },
      config: { access: PUBLIC },
    },
    (request) => service.filterCountries(request.query),
  );
  r.get(
    '/da-app/public/ref/phone-country-prefixes',
    { schema: listSchema(ZPhonePrefixOption), config: { access: PUBLIC } },
    () => service.listPhonePrefixes(),
  );
  r.get('/da-app/secured/ref/currencies', { schema: listSchema(ZCurrencyOption), config: { access: SECURED } }, () =>
    service.listCurrencies(),
  );

  // Ports and terminals
  const portFilter = {
    tags,
    querystring: ZPortFilterQuery,
    response: { 200: z.array(ZPortOption), ...errorResponses },
  };
  r.get('/da-app/secured/ref/filter/ports', { schema: portFilter, config: { access: SECURED } }, (request) =>
    service.filterPorts(request.query, { activeOnly: false }),
  );
  r.get('/da-app/secured/ref/filter/active-ports', { schema: portFilter, config: { access: SECURED } }, (request) =>
    service.filterPorts(request.query, { activeOnly: true }),
  );
  // The registration wizard picks the ports an agent serves before anyone is logged in.
  r.get('/da-app/public/ref/filter/ports', { schema: portFilter, config: { access: PUBLIC } }, (request) =>
    service.filterPorts(request.query, { activeOnly: true }),
  );
  r.get(
    '/da-app/secured/ref/country/:id/filter/ports',
    { schema: { ...portFilter, params: ZIdParams }, config: { access: SECURED } },
    (request) => service.filterPorts(request.query, { activeOnly: false, countryId: request.params.id }),
  );
  r.get(
    '/da-app/secured/ref/country/:id/ports',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZNoQuery,
        response: { 200: z.array(ZPortOption), ...errorResponses },
      },
      config: { access: SECURED },
    },
    (request) => service.listPortsOfCountry(request.params.id),
  );
  r.get(
    '/da-app/secured/ref/port/:id',
    {
      schema: { tags, params: ZIdParams, querystring: ZNoQuery, response: { 200: ZPort, ...errorResponses } },
      config: { access: SECURED },
    },
    (request) => service.findPort(request.params.id),
  );
  r.get(
    '/da-app/secured/ports/:portId/terminals',
    {
      schema: { tags, params: ZPortIdParams, querystring: ZNoQuery, response: { 200: ZOptions, ...errorResponses } },
      config: { access: SECURED },
    },
    (request) => service.listTerminals(request.params.portId),
  );
  r.get(
    '/da-app/secured/terminals/:terminalId/berths',
    {
      schema: {
        tags,
        params: ZTerminalIdParams,
        querystring: ZNoQuery,
        response: { 200: ZOptions, ...errorResponses },
      },
      config: { access: SECURED },
    },
    (request) => service.listBerths(request.params.terminalId),
  );
}
