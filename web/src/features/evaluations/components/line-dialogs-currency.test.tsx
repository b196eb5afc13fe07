import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expenseLine } from '../../../test/expense-line';
import { stubApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { VerifyModal } from './line-dialogs';
import { DiscountModal, EditLineModal } from './line-edit-dialogs';

const line = expenseLine({ id: 5, amount: '0.10', version: 1 });
const noop = () => undefined;
const submit = async () => undefined;

afterEach(() => vi.unstubAllGlobals());

describe('the line dialogs of an evaluation', () => {
  it('the verify dialog quotes the amount in the evaluation currency', async () => {
    stubApi({ 'GET /secured/ref/expense-evaluation-verification-discrepancy-types': () => [] });
    renderWithProviders(<VerifyModal evaluationId={9} line={line} currency="EUR" onClose={noop} onSubmit={submit} />);
    expect((await screen.findByText(/^Quoted amount:/)).textContent).toBe('Quoted amount: EUR 0.10');
  });

  it('the edit dialog quotes the amount and the evaluated amount in the evaluation currency', async () => {
    stubApi({});
    renderWithProviders(
      <EditLineModal
        evaluationId={9}
        line={line}
        details={undefined}
        currency="USD"
        onClose={noop}
        onSubmit={submit}
      />,
    );
    expect((await screen.findByText(/^Quoted amount:/)).textContent).toBe('Quoted amount: USD 0.10');
    expect(screen.getByText(/^Evaluated amount:/).textContent).toBe('Evaluated amount: USD 0.10');
  });

  it('the discount dialog shows the amounts before and after discount in the evaluation currency', async () => {
    renderWithProviders(
      <DiscountModal
        evaluationId={9}
        line={line}
        details={undefined}
        currency="GBP"
        onClose={noop}
        onSubmit={submit}
      />,
    );
    expect((await screen.findByText(/^Amount before discount:/)).textContent).toBe('Amount before discount: GBP 0.10');
  });
});
