import type { TOption } from '@portcall/contracts/fields';
import {
  REF_FILTER_LIMIT,
  REF_FILTER_MIN_LENGTH,
  type TActivityType,
  type TCodeOption,
  type TCountry,
  type TCountryOption,
  type TCurrencyOption,
  type TExpenseCatalogueItem,
  type TExpenseCategory,
  type TExpenseSectionCode,
  type TIntegrationConfig,
  type TPhonePrefixOption,
  type TPort,
  type TPortFilterQuery,
  type TPortOption,
  type TRefFilterQuery,
  type TVesselSize,
  type TVesselType,
} from '@portcall/contracts/refdata';
import { notFound } from '../../platform/errors';
import type { CodeListName, PortOptionRow, RefdataRepo } from './repo';
import { asLocodePrefix, toSearchName } from './search';

type Repo = Pick<
  RefdataRepo,
  | 'listCodeList'
  | 'listActivityTypes'
  | 'listIntegrationConfigs'
  | 'listVesselTypes'
  | 'listVesselSizes'
  | 'listExpenseCategories'
  | 'listCatalogueItems'
  | 'listContinents'
  | 'findContinent'
  | 'listCountries'
  | 'findCountry'
  | 'listCurrencies'
  | 'findPort'
  | 'listPortsOfCountry'
  | 'filterPorts'
  | 'listTerminals'
  | 'listBerths'
  | 'terminalExists'
  | 'portExists'
>;

/** Which activity types a screen offers: all (admin), active (port calls), estimation (estimators). */
export type ActivityScope = 'all' | 'active' | 'estimation';

const nameOrder = new Intl.Collator('en', { sensitivity: 'base' });
const option = (row: { id: number; name: string }): TOption => ({ label: row.name, value: String(row.id) });
const portOption = (row: PortOptionRow): TPortOption => ({
  label: row.name,
  value: String(row.id),
  unlocode: row.unlocode,
  countryAlpha2: row.countryAlpha2,
});
const splitList = (text: string | null) => (text ? text.split(';').filter(Boolean) : []);

/** The text an async select typed, whichever of its names the client used. */
export function filterText(query: TRefFilterQuery): string {
  return (query.filter ?? query.text ?? query.name ?? '').trim();
}

/**
 * Reference data reads. Every list is small and ordered for display except ports (17k rows),
 * which are only ever searched or listed per country. Nothing here is scoped by company:
 * reference data is the same for every caller.
 */
export function createRefdataService(deps: { repo: Repo }) {
  const { repo } = deps;

  async function requireCountry(id: number) {
    const row = await repo.findCountry(id);
    if (!row) throw notFound();
    return row;
  }

  async function sortedCountries(continentCode?: string) {
    const rows = await repo.listCountries({ continentCode });
    return rows.sort((a, b) => nameOrder.compare(a.name, b.name));
  }

  return {
    /** A fixed code list as options, in its display order; `activeOnly` hides retired rows. */
    async listCodes(
      list: CodeListName,
      options: { activeOnly: boolean } = { activeOnly: true },
    ): Promise<TCodeOption[]> {
      const rows = await repo.listCodeList(list, options);
      return rows.map((r) => ({ ...option(r), code: r.code }));
    },

    /** Activity types in list position order (platform-core §9). */
    async listActivityTypes(scope: ActivityScope): Promise<TActivityType[]> {
      const rows = await repo.listActivityTypes({
        activeOnly: scope !== 'all',
        estimationOnly: scope === 'estimation',
      });
      return rows.map((r) => ({
        ...option(r),
        code: r.code,
        position: r.position,
        isActive: r.isActive,
        isEstimationActive: r.isEstimationActive,
      }));
    },

    async listIntegrationConfigs(): Promise<TIntegrationConfig[]> {
      const rows = await repo.listIntegrationConfigs();
      return rows.map((r) => ({ ...option(r), code: r.code, description: r.description, isEnabled: r.isEnabled }));
    },

    async listVesselTypes(): Promise<TVesselType[]> {
      const rows = await repo.listVesselTypes();
      return rows.map((r) => ({ ...option(r), code: r.code, segmentCode: r.segmentCode }));
    },

    async listVesselSizes(): Promise<TVesselSize[]> {
      const rows = await repo.listVesselSizes();
      return rows.map(({ id, name, ...rest }) => ({ ...option({ id, name }), ...rest }));
    },

    async listExpenseCategories(options: { activeOnly: boolean }): Promise<TExpenseCategory[]> {
      const rows = await repo.listExpenseCategories(options);
      return rows.map((r) => ({
        ...option(r),
        sectionCode: r.sectionCode as TExpenseSectionCode,
        position: r.position,
      }));
    },

    /** Catalogue items grouped by section, then category, each in its display order. */
    async listCatalogueItems(options: {
      activeOnly: boolean;
      sectionCode?: TExpenseSectionCode;
    }): Promise<TExpenseCatalogueItem[]> {
      const rows = await repo.listCatalogueItems(options);
      return rows.map((r) => ({
        ...option(r),
        code: r.code,
        sectionCode: r.sectionCode as TExpenseSectionCode,
        categoryId: r.categoryId,
        categoryName: r.categoryName,
        unit: r.unit,
        position: r.position,
      }));
    },

    async listContinents(): Promise<TOption[]> {
      return (await repo.listContinents()).map(option);
    },

    async listCountriesOfContinent(continentId: number): Promise<TCountryOption[]> {
      const continent = await repo.findContinent(continentId);
      if (!continent) throw notFound();
      return (await sortedCountries(continent.code)).map((c) => ({ ...option(c), alpha2: c.alpha2 }));
    },

    async listCountries(): Promise<TCountryOption[]> {
      return (await sortedCountries()).map((c) => ({ ...option(c), alpha2: c.alpha2 }));
    },

    /**
     * Countries whose name (or one of its words) starts with the text, or whose ISO code is the
     * text: 'gre' finds Greece and Greenland, 'gb' the United Kingdom.
     */
    async filterCountries(query: TRefFilterQuery): Promise<TCountryOption[]> {
      const text = filterText(query);
      const words = toSearchName(text);
      if (words.length < REF_FILTER_MIN_LENGTH) return [];
      const code = text.toUpperCase();
      const matches = (await sortedCountries()).filter((c) => {
        if (c.alpha2 === code || c.alpha3 === code) return true;
        const name = toSearchName(c.name);
        return name.startsWith(words) || name.includes(` ${words}`);
      });
      // An exact ISO code match leads: 'gb' is the United Kingdom before Guinea-Bissau.
      matches.sort(
        (a, b) => Number(b.alpha2 === code || b.alpha3 === code) - Number(a.alpha2 === code || a.alpha3 === code),
      );
      return matches.slice(0, REF_FILTER_LIMIT).map((c) => ({ ...option(c), alpha2: c.alpha2 }));
    },

    async findCountry(id: number): Promise<TCountry> {
      const { country, continent } = await requireCountry(id);
      return {
        id: country.id,
        name: country.name,
        alpha2: country.alpha2,
        alpha3: country.alpha3,
        continent: continent ? { id: continent.id, code: continent.code, name: continent.name } : null,
        phonePrefixes: splitList(country.phonePrefix),
        capital: country.capital,
        currencies: splitList(country.currencies),
      };
    },

    /**
     * One entry per country, since a phone value stores the country (platform-core §3); a
     * country with several calling codes shows them all in its label and answers the first.
     */
    async listPhonePrefixes(): Promise<TPhonePrefixOption[]> {
      return (await sortedCountries())
        .filter((c) => c.phonePrefix)
        .map((c) => {
          const prefixes = splitList(c.phonePrefix);
          return {
            label: `${prefixes.join(' / ')} ${c.name}`,
            value: String(c.id),
            prefix: prefixes[0] ?? '',
            countryId: c.id,
          };
        });
    },

    async listCurrencies(): Promise<TCurrencyOption[]> {
      return (await repo.listCurrencies()).map((c) => ({
        label: c.code,
        value: String(c.id),
        code: c.code,
        name: c.name,
        minorUnits: c.minorUnits,
        symbol: c.symbol,
      }));
    },

    async findPort(id: number): Promise<TPort> {
      const row = await repo.findPort(id);
      if (!row) throw notFound();
      const { port, country } = row;
      return {
        id: port.id,
        name: port.name,
        unlocode: port.unlocode,
        country,
        timezoneId: port.timezoneId,
        lat: port.lat,
        lon: port.lon,
      };
    },

    /**
     * Up to 20 ports for an async select: by UN/LOCODE prefix ('NLRT'), legacy code ('CNSHA') or
     * the start of any word of the name ('rott', 'york'). Too little text answers no options
     * rather than an error, so the select shows 'Insert text to search!'.
     */
    async filterPorts(
      query: TPortFilterQuery,
      options: { activeOnly: boolean; countryId?: number },
    ): Promise<TPortOption[]> {
      if (options.countryId !== undefined) await requireCountry(options.countryId);
      const text = filterText(query);
      const namePrefix = toSearchName(text);
      if (namePrefix.length < REF_FILTER_MIN_LENGTH) return [];
      const rows = await repo.filterPorts({
        namePrefix,
        locodePrefix: asLocodePrefix(text),
        countryId: options.countryId,
        activeOnly: options.activeOnly,
        isAvailableInPce: query.isAvailableInPce === true,
        limit: REF_FILTER_LIMIT,
      });
      return rows.map(portOption);
    },

    async listPortsOfCountry(countryId: number): Promise<TPortOption[]> {
      await requireCountry(countryId);
      return (await repo.listPortsOfCountry(countryId)).map(portOption);
    },

    async listTerminals(portId: number): Promise<TOption[]> {
      if (!(await repo.portExists(portId))) throw notFound();
      return (await repo.listTerminals(portId)).map(option);
    },
    /** A terminal's berths, offered on a DA (which keeps its berth as text). */
    async listBerths(terminalId: number): Promise<TOption[]> {
      if (!(await repo.terminalExists(terminalId))) throw notFound();
      return (await repo.listBerths(terminalId)).map(option);
    },
  };
}

export type RefdataService = ReturnType<typeof createRefdataService>;
