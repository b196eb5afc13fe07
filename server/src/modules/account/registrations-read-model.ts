import type { TKypStatus } from '@portcall/contracts/kyp';
import type { TRegistrationItem, TRegistrationQuery } from '@portcall/contracts/registrations';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf, readPage } from '../../platform/db/query-helpers';
// A declared read model (docs/decisions.md "Registration review"): the review list shows each
// company's KYP case beside its registration; it reads the kyp module's tables and writes none.
import { kypDocuments, kypVerifications } from '../kyp/db';
import { countries, ports } from '../refdata/db';
import { companies, companyPorts, profiles } from './db';

/** Which companies a review status lists: rejected ones stay pending, with their reason. */
function statusFilter(status: TRegistrationQuery['status']): SQL | undefined {
  if (status === 'PENDING')
    return and(eq(companies.isPendingRegistration, true), isNull(companies.registrationRejectionReason));
  if (status === 'REJECTED')
    return and(eq(companies.isPendingRegistration, true), isNotNull(companies.registrationRejectionReason));
  return and(eq(companies.isPendingRegistration, false), isNotNull(companies.registrationReviewedAt));
}

/** A KYP case as buyers read it: a verification past its expiry reads EXPIRED. */
const kypStatusOf = (status: string, expiresAt: Date | null, now: Date): TKypStatus =>
  status === 'VERIFIED' && expiresAt && expiresAt <= now ? 'EXPIRED' : (status as TKypStatus);

export function createRegistrationsReadModel(db: Db) {
  return {
    /** One page of registrations in a review status; pending ones oldest first (a queue). */
    async list(query: TRegistrationQuery, now: Date) {
      const where = and(
        ne(companies.type, 'ADMIN'),
        statusFilter(query.status),
        query.type ? eq(companies.type, query.type) : undefined,
        query.text ? ilike(companies.name, containsPattern(query.text)) : undefined,
      );
      const order =
        query.status === 'PENDING'
          ? [asc(companies.createdAt), asc(companies.id)]
          : [desc(companies.registrationReviewedAt), desc(companies.id)];
      const { rows, total } = await readPage(
        query,
        db
          .select({ company: companies, country: countries.name })
          .from(companies)
          .leftJoin(countries, eq(countries.id, companies.countryId))
          .where(where)
          .orderBy(...order),
        db.select({ n: count() }).from(companies).where(where),
      );
      const ids = rows.map((r) => r.company.id);
      const [served, firstProfiles, cases] = await Promise.all([
        ids.length
          ? db
              .select({ companyId: companyPorts.companyId, id: ports.id, name: ports.name, unlocode: ports.unlocode })
              .from(companyPorts)
              .innerJoin(ports, eq(ports.id, companyPorts.portId))
              .where(inArray(companyPorts.companyId, ids))
              .orderBy(asc(ports.name))
          : [],
        ids.length
          ? db
              .selectDistinctOn([profiles.companyId], {
                companyId: profiles.companyId,
                name: profiles.name,
                surname: profiles.surname,
                email: profiles.email,
              })
              .from(profiles)
              .where(inArray(profiles.companyId, ids))
              .orderBy(profiles.companyId, asc(profiles.id))
          : [],
        ids.length
          ? db
              .select({
                companyId: kypVerifications.companyId,
                status: kypVerifications.status,
                expiresAt: kypVerifications.expiresAt,
                kind: kypDocuments.kind,
                filename: kypDocuments.filename,
              })
              .from(kypVerifications)
              .leftJoin(kypDocuments, eq(kypDocuments.verificationId, kypVerifications.id))
              .where(inArray(kypVerifications.companyId, ids))
              .orderBy(asc(kypDocuments.id))
          : [],
      ]);
      const items: TRegistrationItem[] = rows.map(({ company, country }) => {
        const first = firstProfiles.find((p) => p.companyId === company.id);
        const kypRows = cases.filter((c) => c.companyId === company.id);
        const kyp = kypRows[0];
        return {
          companyId: company.id,
          name: company.name,
          type: company.type as TRegistrationItem['type'],
          country: country ?? null,
          ports: served.filter((p) => p.companyId === company.id).map(({ companyId: _, ...p }) => p),
          rfqEmail: company.rfqEmail,
          ordersEmail: company.ordersEmail,
          registeredAt: company.createdAt.toISOString(),
          registeredBy: first
            ? { name: [first.name, first.surname].filter(Boolean).join(' '), email: first.email ?? '' }
            : null,
          status: company.isPendingRegistration
            ? company.registrationRejectionReason
              ? 'REJECTED'
              : 'PENDING'
            : 'APPROVED',
          rejectionReason: company.registrationRejectionReason,
          reviewedAt: company.registrationReviewedAt?.toISOString() ?? null,
          kyp: kyp
            ? {
                status: kypStatusOf(kyp.status, kyp.expiresAt, now),
                documents: kypRows
                  .filter((r) => r.kind !== null && r.filename !== null)
                  .map((r) => ({
                    kind: r.kind as NonNullable<TRegistrationItem['kyp']>['documents'][number]['kind'],
                    filename: r.filename as string,
                  })),
              }
            : null,
        };
      });
      return pageOf(items, total, query);
    },
  };
}
export type RegistrationsReadModel = ReturnType<typeof createRegistrationsReadModel>;
