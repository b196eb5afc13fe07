import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../test/profiles';
import { canStartConversation } from './list-appointment-choices';

describe('who may start a conversation from the drawer', () => {
  it('a buyer with the dashboard, a supplier with the DA tool, both with DA_VIEW; never an administrator', () => {
    expect(canStartConversation(buildProfile('BUYER', { products: ['DA_DASHBOARD'], authorities: ['DA_VIEW'] }))).toBe(
      true,
    );
    expect(canStartConversation(buildProfile('BUYER', { products: ['DA_TOOL'], authorities: ['DA_VIEW'] }))).toBe(
      false,
    );
    expect(canStartConversation(buildProfile('AGENT', { products: ['DA_TOOL'], authorities: ['DA_VIEW'] }))).toBe(true);
    expect(canStartConversation(buildProfile('VENDOR', { products: ['DA_TOOL'], authorities: [] }))).toBe(false);
    expect(canStartConversation(buildProfile('ADMIN', { products: ['DA_TOOL'], authorities: ['DA_VIEW'] }))).toBe(
      false,
    );
  });
});
