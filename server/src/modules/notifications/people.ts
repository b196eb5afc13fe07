import type { TAuthority, TProduct } from '@portcall/contracts/access';
import type { Db } from '../../platform/db/client';
import type { FindPeople } from '../../platform/notify';

/**
 * The one answer to "who must act on this" (platform/notify.ts `FindPeople`), built from the account
 * module's view of people and the settings module's region rules, handed to every module that
 * raises workflow notifications. Buyers' region rules apply when the event belongs to an
 * appointment; agents and vendors have none (their scope is the company).
 */
export function createPeopleFinder(deps: {
  /** Active, enabled people of a company holding the product and the enabled authority. */
  withAccess(companyId: number, product: TProduct, authority: TAuthority, tx?: Db): Promise<number[]>;
  /** Which of these people's region rules let them see a row in the country. */
  seeing(companyId: number, profileIds: number[], countryId: number | null, tx?: Db): Promise<number[]>;
  /** The country of an appointment's port, or undefined when it does not exist. */
  countryOfAppointment(appointmentId: number, tx?: Db): Promise<number | null | undefined>;
}): FindPeople {
  return async (who, tx) => {
    let ids: number[] | undefined = who.among ? [...new Set(who.among)] : undefined;
    if (ids?.length === 0) return [];
    for (const authority of who.authorities) {
      const holders = new Set(await deps.withAccess(who.companyId, who.product, authority, tx));
      ids = (ids ?? [...holders]).filter((id) => holders.has(id));
      if (ids.length === 0) return [];
    }
    if (ids === undefined) return [];
    if (who.appointmentId === undefined) return ids.sort((a, b) => a - b);
    const countryId = await deps.countryOfAppointment(who.appointmentId, tx);
    if (countryId === undefined) return [];
    return (await deps.seeing(who.companyId, ids, countryId, tx)).sort((a, b) => a - b);
  };
}
