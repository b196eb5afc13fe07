import { defineMatrix, type MatrixRow, signedIn, statusFor } from '../../test/role-matrix';

const S = '/da-app/secured';

/**
 * Notifications are each person's own: everyone signed in lists, counts and clears theirs; marking
 * another person's notification read answers 404, as does the router for an entity nobody reaches.
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const recorded = await t.database.db.transaction((tx) =>
      t.services.notifier.record(
        { profileIds: [actors.buyerA.profileId], eventType: 'PAYMENT', eventId: 1, eventMessage: 'Payment to approve' },
        tx,
      ),
    );
    return { notificationId: recorded.ids[0] as number };
  },
  rows: (f): MatrixRow[] => [
    { route: `POST ${S}/notification/list`, body: { page: 0, size: 14, filter: 'ALL' }, expect: signedIn(200) },
    { route: `GET ${S}/notification/unread`, expect: signedIn(200) },
    {
      route: `POST ${S}/notification/read`,
      body: { id: f.notificationId },
      expect: statusFor(200, 404, 404, 404, 404),
    },
    { route: `POST ${S}/notification/read-all`, expect: signedIn(200) },
    {
      route: `POST ${S}/notification/router/:type`,
      url: `${S}/notification/router/EVALUATION`,
      body: { id: 987_654_321 },
      expect: signedIn(404),
    },
  ],
});
