import type { TExpenseSection, TPricelistItem, TPricelistItemSave } from '@portcall/contracts/requests';
import type { Db } from '../../platform/db/client';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { requireMinorUnits } from '../../platform/money';
import type { RequestsContext, RequestsCore } from './core';
import type { PricelistRow } from './repo';

/**
 * The agent's price list (platform-core §2 agent `pricelist`): a price per port and catalogue
 * expense in a currency over a span of days (spans of one expense at one port never overlap), and
 * the auto-quote switch (supplier/auto-quote/save): a request the list covers is quoted at once.
 */
export function createPricelistService(ctx: RequestsContext, core: RequestsCore) {
  const { db, repo, read } = ctx;

  async function toItems(rows: PricelistRow[], tx: Db = db): Promise<TPricelistItem[]> {
    const [portNames, items] = await Promise.all([
      read.portNames([...new Set(rows.map((r) => r.portId))], tx),
      read.catalogue({ ids: [...new Set(rows.map((r) => r.catalogueItemId))] }, tx),
    ]);
    return rows.map((r) => {
      const item = items.find((i) => i.id === r.catalogueItemId);
      return {
        id: r.id,
        portId: r.portId,
        portName: portNames.get(r.portId) ?? '',
        catalogueItemId: r.catalogueItemId,
        expenseName: item?.name ?? '',
        section: (item?.section ?? 'PORT_EXPENSES') as TExpenseSection,
        currency: r.currency,
        amount: r.amount,
        validFrom: r.validFrom,
        validTo: r.validTo,
      };
    });
  }

  /** GET agent/pricelist: the caller's company's prices and its auto-quote switch. */
  async function list(caller: Caller) {
    const [rows, hasAutoQuoteEnabled] = await Promise.all([
      repo.pricelist(caller.companyId),
      repo.hasAutoQuote(caller.companyId),
    ]);
    return { hasAutoQuoteEnabled, items: await toItems(rows) };
  }

  /** POST agent/pricelist/save: adds a price (no id) or changes one of the company's. */
  async function save(caller: Caller, input: TPricelistItemSave) {
    return db.transaction(async (tx) => {
      if (input.id !== undefined) {
        const held = await repo.findPricelistItem(input.id, tx);
        if (!held || held.companyId !== caller.companyId) throw notFound();
      }
      if ((await read.portNames([input.portId], tx)).size === 0) throw fieldError('portId', 'UNKNOWN_PORT');
      if ((await read.catalogue({ ids: [input.catalogueItemId] }, tx)).length === 0)
        throw fieldError('catalogueItemId', 'UNKNOWN_EXPENSE');
      const currency = await ctx.currencies.currency(input.currency, tx);
      if (!currency) throw fieldError('currency', 'UNKNOWN_CURRENCY');
      requireMinorUnits(currency, [['amount', input.amount]]);
      const values = {
        companyId: caller.companyId,
        portId: input.portId,
        catalogueItemId: input.catalogueItemId,
        currency: input.currency,
        amount: input.amount,
        validFrom: input.validFrom,
        validTo: input.validTo,
      };
      if ((await repo.overlappingPrices(values, input.id, tx)).length > 0)
        throw fieldError('validFrom', 'PRICELIST_ITEM_OVERLAPS');
      const row = await repo.savePricelistItem(input.id, values, tx);
      await core.audit(tx, caller, 'agent_pricelist_item', row.id, input.id ? 'EDIT' : 'CREATE', null, values);
      const [item] = await toItems([row], tx);
      return item as TPricelistItem;
    });
  }

  /** POST agent/pricelist/{id}/delete. */
  async function remove(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      const held = await repo.findPricelistItem(id, tx);
      if (!held || held.companyId !== caller.companyId) throw notFound();
      await repo.deletePricelistItem(id, tx);
      await core.audit(tx, caller, 'agent_pricelist_item', id, 'DELETE', held, null);
      return { id };
    });
  }

  /** POST supplier/auto-quote/save?hasAutoQuoteEnabled: agents only (a vendor has no price list). */
  async function saveAutoQuote(caller: Caller, hasAutoQuoteEnabled: boolean) {
    if (caller.type !== 'AGENT') throw new AppError(403, 'FORBIDDEN');
    await db.transaction(async (tx) => {
      await repo.saveAutoQuote(caller.companyId, hasAutoQuoteEnabled, tx);
      await core.audit(tx, caller, 'agent_quote_settings', caller.companyId, 'SAVE', null, { hasAutoQuoteEnabled });
    });
    return list(caller);
  }

  return { list, save, remove, saveAutoQuote };
}
