import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (measured in full runs on two cores: the default
 * reporter prints each file's time). Without a cache of earlier runs, as on a clean clone, vitest
 * orders files by size, which put the small-but-long fuzz shards and accessibility walk last: one
 * worker then ran them alone for a minute at the end of the run while the other had nothing left.
 */
const LONGEST = [
  // server
  'server/src/test/role-matrix.test.ts',
  'server/src/test/bad-input.1.test.ts',
  'server/src/platform/db/startup.test.ts',
  'server/src/test/bad-input.2.test.ts',
  'server/src/test/bad-input.4.test.ts',
  'server/seed/demo-operations.test.ts',
  'server/src/platform/http/operations.test.ts',
  'server/src/test/bad-input.3.test.ts',
  'server/src/modules/requests/requests.test.ts',
  'server/src/modules/auth/lockout.test.ts',
  'server/src/platform/two-nodes.test.ts',
  'server/src/modules/payments/crash.pg.test.ts',
  'server/src/platform/db/migrate-lock.pg.test.ts',
  // e2e
  'e2e/specs/accessibility.e2e.test.ts',
  'e2e/specs/agency-onboarding.e2e.test.ts',
  'e2e/specs/statement-of-facts.e2e.test.ts',
  'e2e/specs/edit-conflict.e2e.test.ts',
  'e2e/specs/messages.e2e.test.ts',
  'e2e/specs/requests.e2e.test.ts',
  'e2e/specs/buyer-settings.e2e.test.ts',
  'e2e/specs/award-quote.e2e.test.ts',
  'e2e/specs/buyer-da-tool.e2e.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return at < 0 ? LONGEST.length : at;
    };
    // Array.prototype.sort is stable: the other files keep the order vitest gave them.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
