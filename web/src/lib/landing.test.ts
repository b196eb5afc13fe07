import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/profiles';
import { isSafeRedirect, landingPath } from './landing';

describe('landing after login (platform-core §2)', () => {
  it('sends a visitor without a profile to /authorization', () => {
    expect(landingPath(null)).toBe('/authorization');
    expect(landingPath(null, '/secured/buyer/da-tool')).toBe('/authorization');
  });

  it('lets a stored redirect win over every other rule', () => {
    const agent = buildProfile('AGENT');
    expect(landingPath(agent, '/secured/agent/settings?tab=ports')).toBe('/secured/agent/settings?tab=ports');
  });

  it('ignores a redirect that is not one of our paths', () => {
    const agent = buildProfile('AGENT');
    for (const bad of ['https://evil.example/x', '//evil.example', '/authorization', '/\\evil', '']) {
      expect(isSafeRedirect(bad)).toBe(false);
      expect(landingPath(agent, bad)).toBe('/secured/agent/da-tool');
    }
  });

  it('lands agents, vendors and admins on their area', () => {
    expect(landingPath(buildProfile('AGENT'))).toBe('/secured/agent/da-tool');
    expect(landingPath(buildProfile('VENDOR'))).toBe('/secured/vendor/da-tool');
    expect(landingPath(buildProfile('ADMIN'))).toBe('/secured/admin');
  });

  it('lands a buyer on the first module with both product and authority', () => {
    const manager = buildProfile('BUYER', {
      products: ['DA_DASHBOARD', 'DA_TOOL', 'PORT_ESTIMATOR'],
      authorities: ['DA_VIEW', 'PORT_ESTIMATOR_VIEW'],
    });
    expect(landingPath(manager)).toBe('/secured/buyer/dashboard/port-calls');

    const daToolUser = buildProfile('BUYER', { products: ['DA_TOOL'], authorities: ['DA_VIEW'] });
    expect(landingPath(daToolUser)).toBe('/secured/buyer/da-tool');
  });

  it('needs the product AND an enabled authority', () => {
    const productOnly = buildProfile('BUYER', {
      products: ['DA_DASHBOARD', 'DA_TOOL', 'CLAIMS'],
      authorities: ['CLAIMS_VIEW'],
    });
    expect(landingPath(productOnly)).toBe('/secured/buyer/claims');

    const disabled = buildProfile('BUYER', { products: ['DA_TOOL'], disabled: ['DA_VIEW'] });
    expect(landingPath(disabled)).toBe('/secured/buyer');

    const authorityOnly = buildProfile('BUYER', { authorities: ['DA_VIEW', 'POSITION_LIST_VIEW'] });
    expect(landingPath(authorityOnly)).toBe('/secured/buyer');
  });

  it('follows the spec order through the listed modules', () => {
    const cases: Array<[Parameters<typeof buildProfile>[1], string]> = [
      [{ products: ['POSITION_LIST'], authorities: ['POSITION_LIST_VIEW'] }, 'position-list'],
      [
        { products: ['PORT_ESTIMATOR', 'PORT_DIRECTORY'], authorities: ['PORT_ESTIMATOR_VIEW', 'PORT_DIRECTORY_VIEW'] },
        'port-estimator',
      ],
      [
        { products: ['PORT_DIRECTORY', 'CLAIMS'], authorities: ['PORT_DIRECTORY_VIEW', 'CLAIMS_VIEW'] },
        'port-directory',
      ],
      [
        { products: ['AGENT_DIRECTORY', 'CLAIMS'], authorities: ['AGENT_DIRECTORY_VIEW', 'CLAIMS_VIEW'] },
        'agent-directory',
      ],
    ];
    for (const [options, section] of cases) {
      expect(landingPath(buildProfile('BUYER', options))).toBe(`/secured/buyer/${section}`);
    }
  });

  it('never lands a buyer on financial, which is not a landing module', () => {
    const finance = buildProfile('BUYER', { products: ['FINANCIAL'], authorities: ['FINANCIAL_VIEW'] });
    expect(landingPath(finance)).toBe('/secured/buyer');
  });
});
