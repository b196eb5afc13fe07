import { type MessageCode, messages } from '@portcall/contracts/messages';
import { writeAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { isUniqueViolation, uniqueIds } from '../db/query-helpers';
import { AppError, fieldError, notFound } from '../errors';
import type { Caller } from '../http/access';
import type { BuyerNeed, BuyerScope } from '../scope/buyer-scope';
import type { GroupRow, GroupTableQueries } from './group-table';

/** How one kind of named group differs from another: its words, its members, who changes it. */
export interface GroupKind<Row extends GroupRow> {
  /** The audit entity ('team', 'fleet'). */
  entity: string;
  /** The body field listing the members, also the audit rows' key ('memberIds', 'vesselIds'). */
  membersField: string;
  /** Refusal of a member that is not the company's (on `membersField`). */
  unknownMember: MessageCode;
  /** 409 on a name the company already uses, and the unique index that backs it. */
  nameExists: { code: MessageCode; index: string };
  /** Who creates and changes the groups (the route says who may call at all). */
  manage: BuyerNeed;
  table: GroupTableQueries<Row>;
  /** The group's members' ids in the order the answer lists them (kept in the audit rows). */
  memberIdsOf(groupId: number, tx: Db): Promise<number[]>;
  /** Of these ids, the ones that are members the company may put in its groups. */
  ownMemberIds(companyId: number, ids: number[], tx: Db): Promise<number[]>;
  /** Serialises changes to the company's groups against other edits of it, when the kind needs to. */
  lockCompany?(companyId: number, tx: Db): Promise<void>;
}

export interface GroupInput {
  name: string;
  description?: string | null;
  isActive: boolean;
  memberIds: number[];
}
export type GroupPatch = Partial<GroupInput>;

/**
 * A named group with members, unique by name within a buyer company (a buyer's teams of profiles,
 * its fleets of vessels): reached through {buyerId} (another company's answers 404), created and
 * patched with the member list replaced as a whole, every change audited with the member ids
 * before and after. The kind's service lists and shapes the answers; this writes.
 */
export function createNamedGroups<Row extends GroupRow>(deps: { db: Db; scope: BuyerScope; kind: GroupKind<Row> }) {
  const { db, scope, kind } = deps;

  /** A group reached through {buyerId}: the path's buyer must be the group's too. */
  async function groupOf(caller: Caller, need: BuyerNeed, buyerId: number, groupId: number, tx: Db = db) {
    const companyId = await scope.buyerCompany(caller, need, buyerId, tx);
    const group = await kind.table.find(groupId, tx);
    if (!group || group.companyId !== companyId) throw notFound();
    return group;
  }

  const nameExists = () => new AppError(409, kind.nameExists.code, { name: messages[kind.nameExists.code] });

  /** A unique index refused a duplicate a concurrent save slipped past the check. */
  async function mapDuplicateName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, kind.nameExists.index)) throw nameExists();
      throw error;
    }
  }

  async function checkName(companyId: number, name: string, exceptId: number | null, tx: Db) {
    if (await kind.table.nameTaken(companyId, name, exceptId, tx)) throw nameExists();
  }

  async function checkMembers(companyId: number, memberIds: number[], tx: Db) {
    if ((await kind.ownMemberIds(companyId, memberIds, tx)).length !== memberIds.length)
      throw fieldError(kind.membersField, kind.unknownMember);
  }

  /** Creates a group of the {buyerId} company; answers its id (read back once committed). */
  async function create(caller: Caller, buyerId: number, input: GroupInput): Promise<number> {
    scope.authorise(caller, kind.manage);
    const memberIds = uniqueIds(input.memberIds);
    return mapDuplicateName(() =>
      db.transaction(async (tx) => {
        const companyId = await scope.buyerCompany(caller, kind.manage, buyerId, tx);
        await kind.lockCompany?.(companyId, tx);
        await checkName(companyId, input.name, null, tx);
        await checkMembers(companyId, memberIds, tx);
        const row = await kind.table.insert(
          { companyId, name: input.name, description: input.description || null, isActive: input.isActive },
          tx,
        );
        await kind.table.replaceMembers(row.id, memberIds, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId,
          entity: kind.entity,
          entityId: row.id,
          action: 'CREATE',
          after: { ...row, [kind.membersField]: memberIds },
        });
        return row.id;
      }),
    );
  }

  /** PATCH: only the fields sent change; the members, when sent, replace the group's. */
  async function patch(caller: Caller, buyerId: number, groupId: number, input: GroupPatch): Promise<void> {
    scope.authorise(caller, kind.manage);
    await mapDuplicateName(() =>
      db.transaction(async (tx) => {
        const before = await groupOf(caller, kind.manage, buyerId, groupId, tx);
        await kind.lockCompany?.(before.companyId, tx);
        if (input.name !== undefined) await checkName(before.companyId, input.name, before.id, tx);
        const memberIds = input.memberIds && uniqueIds(input.memberIds);
        if (memberIds) await checkMembers(before.companyId, memberIds, tx);
        const beforeMembers = await kind.memberIdsOf(before.id, tx);
        const after = await kind.table.update(
          before.id,
          {
            ...(input.name === undefined ? {} : { name: input.name }),
            ...(input.description === undefined ? {} : { description: input.description || null }),
            ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          },
          tx,
        );
        if (memberIds) await kind.table.replaceMembers(before.id, memberIds, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: before.companyId,
          entity: kind.entity,
          entityId: before.id,
          action: 'PATCH',
          before: { ...before, [kind.membersField]: beforeMembers },
          after: { ...after, [kind.membersField]: memberIds ?? beforeMembers },
        });
      }),
    );
  }

  return { groupOf, create, patch };
}
export type NamedGroups<Row extends GroupRow> = ReturnType<typeof createNamedGroups<Row>>;
