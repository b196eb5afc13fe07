import { defineMatrix, type MatrixRow } from '../../test/role-matrix';

const S = '/da-app/secured';

/** The buyer DA tool's queue; rows of each company are in queue.test.ts. */
export const matrix = defineMatrix({
  rows: (): MatrixRow[] => [
    {
      route: `GET ${S}/buyer/da-tool/evaluations`,
      url: `${S}/buyer/da-tool/evaluations?page=0&size=10&stage=TO_EVALUATE`,
      expect: { anonymous: 401, buyerA: 200, buyerB: 200, agent: 403, vendor: 403, admin: 403 },
    },
  ],
});
