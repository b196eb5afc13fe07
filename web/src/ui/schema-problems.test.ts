import { ZSplitExpense } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from './schema-problems';

describe('schemaProblems', () => {
  it('answers nothing for a value the contract accepts', () => {
    expect(schemaProblems(ZSplitExpense, { version: 1, chartererAmount: '10.50' })).toEqual({});
  });

  it('answers each failing field with the message the server would give', () => {
    const problems = schemaProblems(ZSplitExpense, { version: 1, chartererAmount: '-5' });
    expect(Object.keys(problems)).toEqual(['chartererAmount']);
    expect(Object.values(messages)).toContain(problems.chartererAmount);
  });
});
