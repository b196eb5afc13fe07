import { ok } from '../../test/buyer-scenario';
import { defineMatrix, everyone, type MatrixRow, statusFor } from '../../test/role-matrix';
import { portId } from './scenario';

const S = '/da-app/secured/supplier';
/** Agents and vendors only, each its own rows: the agent's row is 404 to the vendor. */
const own = (agent: number, vendor = 404) => statusFor(403, 403, agent, vendor, 403);
const both = (status: number) => statusFor(403, 403, status, status, 403);

export const matrix = defineMatrix({
  async prepare(t, actors) {
    const piraeus = await portId(t);
    const agent = actors.agent;
    const address = await ok<{ id: number }>(t, agent, 'POST', `${S}/${agent.companyId}/port-addresses`, {
      portId: piraeus,
      address: 'Akti Miaouli 1',
    });
    const doomedAddress = await ok<{ id: number }>(t, agent, 'POST', `${S}/${agent.companyId}/port-addresses`, {
      portId: piraeus,
      address: 'Akti Miaouli 2',
    });
    const consignee = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/consignees`, {
      name: 'Ship spares',
      address: 'Warehouse 4',
    });
    const doomedConsignee = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/consignees`, {
      name: 'Old spares',
      address: 'Warehouse 5',
    });
    const contact = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/aoh-contacts`, {
      fullName: 'Night Duty',
      phone: '+30 210 000 0001',
    });
    const doomedContact = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/aoh-contacts`, {
      fullName: 'Weekend Duty',
      phone: '+30 210 000 0002',
    });
    const group = await ok<{ id: number; addresses: Array<{ id: number }> }>(
      t,
      agent,
      'POST',
      `${S}/settings/email-groups`,
      {
        name: 'Operations',
        purposes: ['APPOINTMENT'],
        portIds: [piraeus],
        emails: ['ops-matrix@agent.example'],
      },
    );
    const doomedGroup = await ok<{ id: number }>(t, agent, 'POST', `${S}/settings/email-groups`, {
      name: 'Old',
      purposes: ['DA'],
      portIds: [piraeus],
      emails: ['old-matrix@agent.example'],
    });
    return { piraeus, address, doomedAddress, consignee, doomedConsignee, contact, doomedContact, group, doomedGroup };
  },
  rows: (f, actors): MatrixRow[] => {
    const agentId = actors.agent.companyId;
    return [
      { route: `POST ${S}/settings/profile/save`, body: {}, expect: both(400) },
      { route: `GET ${S}/load`, expect: both(200) },
      { route: `GET ${S}/onboarding`, expect: both(200) },
      { route: `GET ${S}/settings/profile/subscription`, expect: both(200) },
      { route: `GET ${S}/settings/profile/additional-info`, expect: both(200) },
      { route: `PUT ${S}/settings/profile/additional-info`, body: { officeHours: '08:00-18:00' }, expect: both(200) },
      { route: `PUT ${S}/settings/profile/logo`, body: {}, expect: both(400) },
      { route: `GET ${S}/settings/profile/logo`, expect: both(404) },
      {
        route: `GET ${S}/:supplierId/port-addresses/:portAddressId`,
        url: `${S}/${agentId}/port-addresses/${f.address.id}`,
        expect: own(200),
      },
      {
        route: `PUT ${S}/:supplierId/port-addresses/:portAddressId`,
        url: `${S}/${agentId}/port-addresses/${f.address.id}`,
        body: { portId: f.piraeus, address: 'Akti Miaouli 10' },
        expect: own(200),
      },
      {
        route: `DELETE ${S}/:supplierId/port-addresses/:portAddressId`,
        url: `${S}/${agentId}/port-addresses/${f.doomedAddress.id}`,
        expect: own(204),
      },
      {
        route: `POST ${S}/:supplierId/port-addresses`,
        url: `${S}/${agentId}/port-addresses`,
        body: { portId: f.piraeus, address: 'Gate 3' },
        expect: own(201),
      },
      { route: `POST ${S}/settings/get-port-addresses`, body: {}, expect: both(200) },
      {
        route: `GET ${S}/settings/consignees/:id`,
        url: `${S}/settings/consignees/${f.consignee.id}`,
        expect: own(200),
      },
      {
        route: `PUT ${S}/settings/consignees/:id`,
        url: `${S}/settings/consignees/${f.consignee.id}`,
        body: { name: 'Ship spares', address: 'Warehouse 6' },
        expect: own(200),
      },
      {
        route: `DELETE ${S}/settings/consignees/:id`,
        url: `${S}/settings/consignees/${f.doomedConsignee.id}`,
        expect: own(204),
      },
      { route: `POST ${S}/settings/consignees`, body: {}, expect: both(400) },
      { route: `POST ${S}/settings/get-consignees`, body: {}, expect: both(200) },
      {
        route: `GET ${S}/settings/aoh-contacts/:id`,
        url: `${S}/settings/aoh-contacts/${f.contact.id}`,
        expect: own(200),
      },
      {
        route: `PUT ${S}/settings/aoh-contacts/:id`,
        url: `${S}/settings/aoh-contacts/${f.contact.id}`,
        body: { fullName: 'Night Duty', phone: '+30 210 000 0009' },
        expect: own(200),
      },
      {
        route: `DELETE ${S}/settings/aoh-contacts/:id`,
        url: `${S}/settings/aoh-contacts/${f.doomedContact.id}`,
        expect: own(204),
      },
      { route: `POST ${S}/settings/aoh-contacts`, body: {}, expect: both(400) },
      { route: `POST ${S}/settings/get-aoh-contacts`, body: {}, expect: both(200) },
      { route: `GET ${S}/settings/ports/load`, expect: both(200) },
      {
        route: `GET ${S}/:supplierId/ports`,
        url: `${S}/${agentId}/ports`,
        expect: statusFor(200, 200, 200, 404, 200),
      },
      { route: `GET ${S}/settings/email-groups`, expect: both(200) },
      { route: `POST ${S}/settings/email-groups`, body: {}, expect: both(400) },
      {
        route: `PUT ${S}/settings/email-groups/:id`,
        url: `${S}/settings/email-groups/${f.group.id}`,
        body: {
          name: 'Operations',
          purposes: ['APPOINTMENT', 'DA'],
          portIds: [f.piraeus],
          emails: ['ops-matrix@agent.example'],
        },
        expect: own(200),
      },
      {
        route: `DELETE ${S}/settings/email-groups/:id`,
        url: `${S}/settings/email-groups/${f.doomedGroup.id}`,
        expect: own(204),
      },
      {
        route: `POST ${S}/settings/email-groups/:id/addresses/:addressId/resend`,
        url: `${S}/settings/email-groups/${f.group.id}/addresses/${f.group.addresses[0]?.id}/resend`,
        expect: own(200),
      },
      { route: `POST ${S}/settings/email-groups/submit`, expect: both(400) },
      {
        route: 'POST /da-app/public/email-confirmation',
        body: { token: 'not-a-real-token-at-all-0123456789' },
        expect: everyone(404),
      },
    ];
  },
});
