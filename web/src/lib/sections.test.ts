import { describe, expect, it } from 'vitest';
import { buildProfile } from '../test/profiles';
import { canOpenSection, resolveSecuredPath, sectionsOf, visibleSections } from './sections';

describe('sections (platform-core §2 route families)', () => {
  it('lists every section of the spec', () => {
    const paths = (area: Parameters<typeof sectionsOf>[0]) =>
      sectionsOf(area)
        .map((s) => s.path)
        .sort();
    expect(paths('buyer')).toEqual(
      [
        'agent-directory',
        'claims',
        'da-tool',
        'dashboard/port-calls',
        'financial',
        'port-directory',
        'port-estimator',
        'position-list',
        'settings',
      ].sort(),
    );
    expect(paths('agent')).toEqual(['da-tool', 'port-directory', 'pricelist', 'profile', 'settings']);
    expect(paths('vendor')).toEqual(['da-tool', 'settings']);
    expect(paths('admin')).toEqual([
      'estimation-api',
      'expense-formulas',
      'financial',
      'integration',
      'know-your-customer',
      'metadata',
      'port-analysis',
      'reopen-da',
      'site-content',
      'sof',
      'support',
      'system-management',
    ]);
  });

  it('shows a buyer only the modules with product and authority', () => {
    const user = buildProfile('BUYER', { products: ['DA_TOOL', 'CLAIMS'], authorities: ['DA_VIEW'] });
    expect(visibleSections(user, 'buyer').map((s) => s.path)).toEqual(['da-tool', 'settings']);
  });

  it('guards admin sections by their authority', () => {
    const admin = buildProfile('ADMIN', { authorities: ['ADMIN_SUPPORT', 'ADMIN_SOF'] });
    expect(visibleSections(admin, 'admin').map((s) => s.path)).toEqual(['support', 'sof']);
  });

  it('resolves a path to its area and the longest matching section', () => {
    expect(resolveSecuredPath('/secured/buyer/dashboard/port-calls').section?.path).toBe('dashboard/port-calls');
    expect(resolveSecuredPath('/secured/buyer/da-tool/port-call/12').section?.path).toBe('da-tool');
    expect(resolveSecuredPath('/secured/buyer/').section).toBeNull();
    expect(resolveSecuredPath('/secured/buyer').area).toBe('buyer');
    expect(resolveSecuredPath('/secured/pirate/x')).toEqual({ area: null, section: null });
    expect(resolveSecuredPath('/secured/buyer/da-toolbox').section).toBeNull();
  });

  it('keeps agents out of a module they do not hold', () => {
    const agent = buildProfile('AGENT');
    const directory = sectionsOf('agent').find((s) => s.path === 'port-directory');
    expect(directory && canOpenSection(agent, directory)).toBe(false);
  });
});
