import type { PrincipalSource } from '@portcall/contracts/appointments';
import type { Db } from '../../platform/db/client';
import type { AccountDirectory } from '../account/module';
import type { BuyerCompanySettings } from '../settings/module';

/** A company as an appointment letter shows it; null for what is not known. */
export interface CompanyCard {
  id: number;
  type: string;
  name: string;
  address: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  siteUrl: string | null;
  email: string | null;
}

/**
 * Who the parties of an appointment are: the principal (the buyer, with its operations contact,
 * fax, legal-entity flag and billing company from the settings module) and the recipient company.
 * Read-only, through the account and settings repositories' exported queries.
 */
export function createCompanyDirectory(deps: {
  accounts: Pick<AccountDirectory, 'findCompanyById'>;
  buyerSettings: BuyerCompanySettings;
  countries: { findCountry(id: number): Promise<{ name: string; phonePrefix: string | null } | undefined> };
}) {
  async function card(companyId: number, tx?: Db): Promise<CompanyCard | undefined> {
    const company = await deps.accounts.findCompanyById(companyId, tx);
    if (!company) return undefined;
    const country = company.countryId === null ? undefined : await deps.countries.findCountry(company.countryId);
    const phoneCountry =
      company.phoneCountryId === null ? undefined : await deps.countries.findCountry(company.phoneCountryId);
    // A country may have several calling codes ('+1787;+1939'); the phone value stores the country, so the first is shown.
    const prefix = phoneCountry?.phonePrefix?.split(';')[0];
    return {
      id: company.id,
      type: company.type,
      name: company.name,
      address: company.address,
      postcode: company.postcode,
      city: company.city,
      country: country?.name ?? null,
      phone: company.phoneNumber ? [prefix, company.phoneNumber].filter(Boolean).join(' ') : null,
      siteUrl: company.siteUrl,
      email: company.ordersEmail ?? company.rfqEmail,
    };
  }

  /** What principalDetails() (contracts) needs: company, principal settings, the billing company to show. */
  async function principalSource(buyerCompanyId: number, tx?: Db): Promise<PrincipalSource> {
    const company = await card(buyerCompanyId, tx);
    const settings = await deps.buyerSettings.findSettings(buyerCompanyId, tx);
    // The default billing company comes first; an inactive one is no longer the buyer's legal entity.
    const billing = (await deps.buyerSettings.listBillingCompanies(buyerCompanyId, tx)).find((b) => b.isActive);
    return {
      company: {
        name: company?.name ?? '',
        address: company?.address ?? null,
        postcode: company?.postcode ?? null,
        city: company?.city ?? null,
        country: company?.country ?? null,
        phone: company?.phone ?? null,
        siteUrl: company?.siteUrl ?? null,
      },
      settings: settings
        ? {
            fax: settings.fax,
            operationsContactEmail: settings.operationsContactEmail,
            isLegalEntityDisplayed: settings.isLegalEntityDisplayed,
          }
        : null,
      billingCompany: billing
        ? {
            name: billing.name,
            street: billing.street,
            postcode: billing.postcode,
            city: billing.city,
            country: billing.country.name,
          }
        : null,
    };
  }

  return { card, principalSource };
}
export type CompanyDirectory = ReturnType<typeof createCompanyDirectory>;
