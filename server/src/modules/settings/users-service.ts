import {
  hasAuthority,
  roleRanking,
  roles,
  type TAuthority,
  type TProfileStatus,
  type TRole,
} from '@portcall/contracts/access';
import { messages } from '@portcall/contracts/messages';
import type {
  TBuyerUser,
  TBuyerUserCreate,
  TBuyerUserSave,
  TDepartmentCreate,
  TDepartmentSave,
} from '@portcall/contracts/settings';
import { writeAudit } from '../../platform/audit/audit';
import { isLockedAt } from '../../platform/auth/lockout';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, fieldError, forbidden } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { type BuyerNeed, type BuyerScope, READ_PEOPLE } from '../../platform/scope/buyer-scope';
import type { PeopleRepo, ProfileRow } from '../account/module';
import type { RegionsRepo } from './regions-repo';
import type { TeamsRepo } from './teams-repo';

/** Buyer-user calls of settings are the buyer's own business: administrators use buyer-profile/*. */
const EDIT_USERS: BuyerNeed = { authority: 'SETTINGS_EDIT_USER', manager: true };
const VIEW_USERS: BuyerNeed = { authority: 'SETTINGS_EDIT_USER' };
const EDIT_COMPANY: BuyerNeed = { authority: 'SETTINGS_EDIT_COMPANY' };

type Grants = { products: readonly string[]; authorities: ReadonlyArray<{ authority: string; isEnabled: boolean }> };

/** Can this profile still manage people? The company must always keep one (LAST_MANAGER). */
function isPeopleManager(p: Pick<ProfileRow, 'role' | 'isEnabled' | 'status'>, grants: Grants): boolean {
  return (
    p.role === 'MANAGER' &&
    p.isEnabled &&
    p.status !== 'INACTIVE' &&
    grants.authorities.some((a) => a.authority === 'SETTINGS_EDIT_USER' && a.isEnabled)
  );
}

/**
 * No escalation: a manager may keep what a colleague already has, and remove it, but may only add
 * products and enabled authorities the manager holds too.
 */
function checkGrantsHeld(editor: Grants, wanted: Grants, before: Grants) {
  const fields: Record<string, string> = {};
  if (wanted.products.some((p) => !before.products.includes(p) && !editor.products.includes(p)))
    fields.products = messages.GRANT_NOT_HELD;
  const enabledBefore = new Set(before.authorities.filter((a) => a.isEnabled).map((a) => a.authority));
  const holder = { products: editor.products, authorities: editor.authorities };
  if (
    wanted.authorities.some(
      (a) => a.isEnabled && !enabledBefore.has(a.authority) && !hasAuthority(holder, a.authority as TAuthority),
    )
  )
    fields.authorities = messages.GRANT_NOT_HELD;
  if (Object.keys(fields).length) throw new AppError(400, 'GRANT_NOT_HELD', fields);
}

/** Strips what must never reach an audit row. */
function auditView(row: ProfileRow, grants: Grants) {
  const { passwordHash: _hash, ...rest } = row;
  return { ...rest, products: grants.products, authorities: grants.authorities };
}

const nullIfEmpty = (v: string | undefined) => (v ? v : null);

export function createUsersService(deps: {
  db: Db;
  repo: PeopleRepo;
  /** What settings keeps of a person: the teams and rules shown on the user answer. */
  teams: Pick<TeamsRepo, 'findProfileTeams'>;
  rules: Pick<RegionsRepo, 'findProfileRules'>;
  scope: BuyerScope<ProfileRow>;
  vessels: { listProfileVessels(profileId: number, tx?: Db): Promise<TBuyerUser['vessels']> };
  hashPassword: (password: string) => Promise<string>;
  clock: () => Date;
}) {
  const { db, repo, scope } = deps;

  async function toUser(row: ProfileRow, tx: Db = db): Promise<TBuyerUser> {
    const grants = await repo.findGrants(row.id, tx);
    const department = row.departmentId ? ((await repo.findDepartment(row.departmentId, tx)) ?? null) : null;
    const rules = await deps.rules.findProfileRules(row.id, tx);
    const teams = await deps.teams.findProfileTeams(row.id, tx);
    const vessels = await deps.vessels.listProfileVessels(row.id, tx);
    return {
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      surname: row.surname,
      fullName: `${row.name} ${row.surname}`.trim(),
      email: row.email,
      phone: row.phone,
      internalPhoneNumber: row.internalPhoneNumber,
      role: row.role as TRole,
      status: row.status as TProfileStatus,
      isEnabled: row.isEnabled,
      isLocked: isLockedAt(row, deps.clock()),
      departmentId: row.departmentId,
      department: department && {
        id: department.id,
        name: department.name,
        abbreviation: department.abbreviation,
        isEligible: department.isEligible,
      },
      products: grants.products as TBuyerUser['products'],
      authorities: grants.authorities as TBuyerUser['authorities'],
      rules: rules as TBuyerUser['rules'],
      teams,
      vessels,
      creationDate: row.createdAt.toISOString(),
      lastLoginDate: row.lastLoginAt?.toISOString() ?? null,
    };
  }

  /**
   * The editor's own rights, read again under the company lock: a manager demoted by a colleague
   * while this request was on its way must not finish a people edit with the rights of before.
   */
  async function currentEditor(caller: Caller, tx: Db): Promise<Grants> {
    const me = await repo.findProfile(caller.profileId, tx);
    const grants = await repo.findGrants(caller.profileId, tx);
    if (!me || !isPeopleManager(me, grants)) throw forbidden();
    return grants;
  }

  async function checkDepartment(companyId: number, departmentId: number | null | undefined, tx: Db) {
    if (departmentId == null) return;
    const department = await repo.findDepartment(departmentId, tx);
    if (department?.companyId !== companyId) throw fieldError('departmentId', 'UNKNOWN_DEPARTMENT');
  }

  async function checkEmailFree(email: string, exceptProfileId: number | null, tx: Db) {
    if (await repo.usernameTaken(email, exceptProfileId, tx))
      throw new AppError(409, 'USER_ALREADY_EXISTS', { email: messages.USER_ALREADY_EXISTS });
  }

  /** The unique username index decides a race two saves of the same e-mail both passed. */
  async function mapDuplicateEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_username_idx'))
        throw new AppError(409, 'USER_ALREADY_EXISTS', { email: messages.USER_ALREADY_EXISTS });
      throw error;
    }
  }

  /** A buyer user with everything a manager edits (buyer-user/{id}/load, buyer-profile/{id}/load). */
  async function loadUser(
    caller: Caller,
    profileId: number,
    options: { viaSupport?: boolean } = {},
  ): Promise<TBuyerUser> {
    const row = await scope.buyerProfile(caller, options.viaSupport ? READ_PEOPLE : VIEW_USERS, profileId);
    return toUser(row);
  }

  /**
   * A manager adds a colleague with a first password. The new profile logs in with it and must
   * accept the terms first (PENDING_TERMS_AND_CONDITIONS); the username is the e-mail.
   */
  async function createUser(caller: Caller, input: TBuyerUserCreate): Promise<TBuyerUser> {
    scope.authorise(caller, EDIT_USERS);
    const passwordHash = await deps.hashPassword(input.password);
    return mapDuplicateEmail(() =>
      db.transaction(async (tx) => {
        await repo.lockCompany(caller.companyId, tx);
        checkGrantsHeld(await currentEditor(caller, tx), input, { products: [], authorities: [] });
        await checkDepartment(caller.companyId, input.departmentId, tx);
        await checkEmailFree(input.email, null, tx);
        const row = await repo.insertProfile(
          {
            companyId: caller.companyId,
            type: 'BUYER',
            username: input.email,
            email: input.email,
            name: input.name,
            surname: input.surname,
            passwordHash,
            status: 'PENDING_TERMS_AND_CONDITIONS',
            role: input.role,
            departmentId: input.departmentId ?? null,
            phone: nullIfEmpty(input.phone),
            internalPhoneNumber: nullIfEmpty(input.internalPhoneNumber),
            isEnabled: input.isEnabled,
          },
          tx,
        );
        await repo.replaceGrants(row.id, input, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'profile',
          entityId: row.id,
          action: 'CREATE',
          after: auditView(row, input),
        });
        return toUser(row, tx);
      }),
    );
  }

  /**
   * Saves a colleague's details, role, department and grants. Refused when the company would be
   * left without an enabled MANAGER who can manage people (LAST_MANAGER), including a manager
   * demoting or disabling themselves. Grants take effect on the profile's next request.
   */
  async function saveUser(caller: Caller, input: TBuyerUserSave): Promise<TBuyerUser> {
    scope.authorise(caller, EDIT_USERS);
    return mapDuplicateEmail(() =>
      db.transaction(async (tx) => {
        await repo.lockCompany(caller.companyId, tx);
        const editor = await currentEditor(caller, tx);
        const found = await repo.findProfile(input.id, tx);
        const before = scope.reach(caller, EDIT_USERS, found?.type === 'BUYER' ? found : undefined);
        const beforeGrants = await repo.findGrants(before.id, tx);
        checkGrantsHeld(editor, input, beforeGrants);
        await checkDepartment(before.companyId, input.departmentId, tx);
        if (input.email.toLowerCase() !== before.email.toLowerCase()) await checkEmailFree(input.email, before.id, tx);
        const losesManager =
          isPeopleManager(before, beforeGrants) &&
          !isPeopleManager({ role: input.role, isEnabled: input.isEnabled, status: before.status }, input);
        if (losesManager && (await repo.countPeopleManagers(before.companyId, before.id, tx)) === 0)
          throw new AppError(409, 'LAST_MANAGER', { role: messages.LAST_MANAGER });
        const after = await repo.updateProfile(
          before.id,
          {
            username: input.email,
            email: input.email,
            name: input.name,
            surname: input.surname,
            phone: nullIfEmpty(input.phone),
            internalPhoneNumber: nullIfEmpty(input.internalPhoneNumber),
            role: input.role,
            departmentId: input.departmentId ?? null,
            isEnabled: input.isEnabled,
          },
          tx,
        );
        await repo.replaceGrants(before.id, input, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: before.companyId,
          entity: 'profile',
          entityId: before.id,
          action: 'SAVE',
          before: auditView(before, beforeGrants),
          after: auditView(after, input),
        });
        return toUser(after, tx);
      }),
    );
  }

  // ---- departments (no spec call for editing them; see docs/decisions.md) ----

  async function listDepartments(caller: Caller, options: { eligibleOnly: boolean }) {
    scope.authorise(caller, {});
    const rows = await repo.listDepartments(caller.companyId, options);
    return rows.map((d) => ({
      label: d.name,
      value: String(d.id),
      abbreviation: d.abbreviation,
      isEligible: d.isEligible,
    }));
  }

  async function createDepartment(caller: Caller, input: TDepartmentCreate) {
    scope.authorise(caller, EDIT_COMPANY);
    return db.transaction(async (tx) => {
      await repo.lockCompany(caller.companyId, tx);
      if (await repo.departmentNameTaken(caller.companyId, input.name, null, tx))
        throw new AppError(409, 'DEPARTMENT_NAME_EXISTS', { name: messages.DEPARTMENT_NAME_EXISTS });
      const row = await repo.insertDepartment({ companyId: caller.companyId, ...input }, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'department',
        entityId: row.id,
        action: 'CREATE',
        after: row,
      });
      return { id: row.id, name: row.name, abbreviation: row.abbreviation, isEligible: row.isEligible };
    });
  }

  async function saveDepartment(caller: Caller, input: TDepartmentSave) {
    scope.authorise(caller, EDIT_COMPANY);
    return db.transaction(async (tx) => {
      await repo.lockCompany(caller.companyId, tx);
      const before = scope.reach(caller, EDIT_COMPANY, await repo.findDepartment(input.id, tx));
      if (await repo.departmentNameTaken(before.companyId, input.name, before.id, tx))
        throw new AppError(409, 'DEPARTMENT_NAME_EXISTS', { name: messages.DEPARTMENT_NAME_EXISTS });
      const { id, ...values } = input;
      const row = await repo.updateDepartment(id, values, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: before.companyId,
        entity: 'department',
        entityId: id,
        action: 'SAVE',
        before,
        after: row,
      });
      return { id: row.id, name: row.name, abbreviation: row.abbreviation, isEligible: row.isEligible };
    });
  }

  /** ref/roles: the department roles in ranking order. */
  function listRoles() {
    return roles.map((role) => ({
      label: role.charAt(0) + role.slice(1).toLowerCase(),
      value: role,
      ranking: roleRanking[role],
    }));
  }

  return { loadUser, createUser, saveUser, listDepartments, createDepartment, saveDepartment, listRoles, toUser };
}
export type UsersService = ReturnType<typeof createUsersService>;
