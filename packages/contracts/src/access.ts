import { z } from 'zod';
import { authorities, products, profileStatuses, profileTypes, roles, ruleTypes } from './access-rules';

// The names and rules themselves are in access-rules.ts (no zod); the schemas of them are here.
export * from './access-rules';

export const ZProfileType = z.enum(profileTypes);
export const ZProfileStatus = z.enum(profileStatuses);
export const ZRole = z.enum(roles);
export const ZProduct = z.enum(products);
export const ZAuthority = z.enum(authorities);
export const ZRuleType = z.enum(ruleTypes);
