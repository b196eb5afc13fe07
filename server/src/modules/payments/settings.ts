import { Decimal } from '@portcall/contracts/money';
import type { TPaymentSettings, TPaymentSettingsForm } from '@portcall/contracts/payments';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { DEFAULT_REMITTED_BELOW_PERCENTAGE, type PaymentRepo } from './repo';

const percent = (v: string) => new Decimal(v).toFixed(2);

/**
 * The buyer's payment settings (buyer/{buyerId}/payment-settings): today the remitted-below
 * percentage of platform-core §8. Own company only (another buyer is 404); the route declares who
 * may read (FINANCIAL_VIEW) and change it (FINANCIAL_PAYMENT_ORDER_APPROVER).
 */
export function createPaymentSettingsService(deps: { db: Db; repo: PaymentRepo }) {
  const { db, repo } = deps;

  async function read(buyerId: number, tx: Db = db): Promise<TPaymentSettings> {
    const row = await repo.paymentSettings(buyerId, tx);
    return {
      buyerId,
      remittedBelowPercentage: percent(row?.remittedBelowPercentage ?? DEFAULT_REMITTED_BELOW_PERCENTAGE),
      isDefault: !row,
    };
  }

  function requireOwn(caller: Caller, buyerId: number) {
    if (caller.companyId !== buyerId) throw notFound();
  }

  return {
    async load(caller: Caller, buyerId: number) {
      requireOwn(caller, buyerId);
      return read(buyerId);
    },
    async save(caller: Caller, buyerId: number, form: TPaymentSettingsForm) {
      requireOwn(caller, buyerId);
      return db.transaction(async (tx) => {
        const before = await read(buyerId, tx);
        await repo.setRemittedBelowPercentage(buyerId, form.remittedBelowPercentage, tx);
        const after = await read(buyerId, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'buyer_payment_settings',
          entityId: buyerId,
          action: 'UPDATE',
          before: { remittedBelowPercentage: before.remittedBelowPercentage },
          after: { remittedBelowPercentage: after.remittedBelowPercentage },
        });
        return after;
      });
    },
  };
}
export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
