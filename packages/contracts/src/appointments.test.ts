import { describe, expect, it } from 'vitest';
import { appointmentTitle, principalDetails } from './appointments';

describe('appointment title (operations §3)', () => {
  it("reads '<vessel> V.<voyage> at <port>', leaving out what is missing", () => {
    expect(appointmentTitle({ vessel: 'Nordic Fjord', voyageNumber: '12N', port: 'Piraeus' })).toBe(
      'Nordic Fjord V.12N at Piraeus',
    );
    expect(appointmentTitle({ vessel: 'Nordic Fjord', voyageNumber: null, port: 'Piraeus' })).toBe(
      'Nordic Fjord at Piraeus',
    );
    expect(appointmentTitle({ vessel: 'Nordic Fjord', voyageNumber: ' ', port: '' })).toBe('Nordic Fjord');
  });
});

describe('principal details (operations §3)', () => {
  const company = {
    name: 'Nordic Bulk Carriers',
    address: 'Karl Johans gate 1',
    postcode: null,
    city: 'Oslo',
    country: 'Norway',
    phone: '+47 210 555 0100',
    siteUrl: '',
  };
  const billingCompany = {
    name: 'Nordic Bulk Carriers AS',
    street: 'Dronning Eufemias gate 16',
    postcode: '0191',
    city: 'Oslo',
    country: 'Norway',
  };

  it('shows a dash for every missing value', () => {
    expect(principalDetails({ company, settings: null, billingCompany })).toEqual({
      name: 'Nordic Bulk Carriers',
      street: 'Karl Johans gate 1',
      postcode: '-',
      city: 'Oslo',
      country: 'Norway',
      fax: '-',
      operationsContactEmail: '-',
      phone: '+47 210 555 0100',
      siteUrl: '-',
    });
  });

  it("uses the billing company's address when the legal entity is displayed, with dashes for fax, e-mail, phone and site", () => {
    const settings = { fax: '+47 1', operationsContactEmail: 'ops@nordic.example', isLegalEntityDisplayed: true };
    expect(principalDetails({ company, settings, billingCompany })).toEqual({
      name: 'Nordic Bulk Carriers AS',
      street: 'Dronning Eufemias gate 16',
      postcode: '0191',
      city: 'Oslo',
      country: 'Norway',
      fax: '-',
      operationsContactEmail: '-',
      phone: '-',
      siteUrl: '-',
    });
    // Without a billing company the flag changes nothing.
    expect(principalDetails({ company, settings, billingCompany: null })).toMatchObject({
      name: 'Nordic Bulk Carriers',
      fax: '+47 1',
    });
  });
});
