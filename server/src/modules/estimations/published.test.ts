import { describe, expect, it } from 'vitest';
import { createPublishedFormulas } from './published';

/** A repository whose port 7 has one published formula, and whose epoch the test moves. */
function fakeRepo() {
  const state = { epoch: 1, formula: '100', fail: false };
  const repo = {
    epoch: async () => state.epoch,
    publishedAt: async (portId: number) => {
      if (state.fail) throw new Error('database gone');
      return portId === 7
        ? [
            {
              id: 1,
              expenseId: 2,
              expenseName: 'Port dues',
              expenseCode: 'PD',
              currency: 'EUR',
              formula: state.formula,
              tariffs: {},
            },
          ]
        : [];
    },
  };
  return { state, repo };
}

describe('published formulas cache', () => {
  it('reads a port once while the epoch holds, and again once any change moved it', async () => {
    const { state, repo } = fakeRepo();
    const published = createPublishedFormulas(repo);
    await published.forPortAt(7, 1);
    await published.forPort(7);
    await published.forPortAt(7, 1);
    expect(published.loads()).toBe(1);

    // Another node published: the epoch read with the port is newer, the formulas are read again.
    state.formula = '200';
    state.epoch = 2;
    expect((await published.forPort(7))[0]?.formula).toBe('200');
    expect(published.loads()).toBe(2);
    await published.forPortAt(7, 2);
    expect(published.loads()).toBe(2);
  });

  it("drops everything on this node's own change, and never keeps a failed read", async () => {
    const { state, repo } = fakeRepo();
    const published = createPublishedFormulas(repo);
    await published.forPortAt(7, 1);
    published.invalidate();
    await published.forPortAt(7, 1);
    expect(published.loads()).toBe(2);

    published.invalidate();
    state.fail = true;
    await expect(published.forPortAt(7, 1)).rejects.toThrow('database gone');
    state.fail = false;
    expect(await published.forPortAt(7, 1)).toHaveLength(1);
    expect(published.loads()).toBe(4);
  });
});
