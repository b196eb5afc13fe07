import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { downloadByClicking } from '../support/download';
import { LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// DCSA timestamps of a SOF (issue 44 item 3): the Piraeus agent exports the SOF of the demo call
// under way (Nordic Bergen at Piraeus, server/seed/demo-day-sof-in-progress.ts) as DCSA JIT
// timestamps, imports a file the terminal sent back (the cargo start added, the departure estimate
// moved), accepts the cargo start and rejects the estimate. The buyer's manager, with the same SOF
// open in a browser of its own, sees the accepted event arrive without a reload.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@piraeus-maritime.example';
const TERMINAL = 'Piraeus Bulk Terminal';

interface Timestamp {
  eventClassifierCode: string;
  operationsEventTypeCode: string;
  portCallServiceTypeCode?: string;
  portCallPhaseTypeCode: string;
  facilityTypeCode: string;
  vesselIMONumber: string;
  UNLocationCode: string;
  eventDateTime: string;
  carrierImportVoyageNumber?: string;
  publisher: { partyName: string };
  remark: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const plusHours = (iso: string, hours: number) =>
  new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+00:00');

describe('DCSA timestamps', () => {
  it('agent exports, imports what the terminal sent, accepts a proposal; the buyer sees it live', async () => {
    // ---- the agent: DA tool -> the call's SOF ----
    const agent = await openPage(browser, LAPTOP);
    const page = agent.page;
    await loginThroughForm(page, AGENT);
    await page.waitForURL((url) => url.pathname === '/secured/agent/da-tool');
    await dismissCookieBanner(page);
    await page
      .getByRole('row')
      .filter({ hasText: 'Nordic Bergen' })
      .getByRole('link', { name: /statement of facts of port call \d+$/i })
      .click();
    await page.waitForURL((url) => /^\/secured\/agent\/sof\/\d+$/.test(url.pathname));
    const portCallId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('region', { name: 'Berthing events' }).getByText('All fast').waitFor();
    const panel = page.getByRole('region', { name: 'DCSA timestamps' });

    // ---- export: the downloaded file holds the SOF's exchanged events as JIT timestamps ----
    const download = await downloadByClicking(page, panel.getByRole('button', { name: 'Export DCSA timestamps' }));
    expect(download.suggestedFilename()).toBe(`sof-${portCallId}-dcsa-jit-timestamps.json`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcsa-e2e-'));
    const exported = path.join(dir, 'exported.json');
    await download.saveAs(exported);
    const file = JSON.parse(fs.readFileSync(exported, 'utf8')) as Timestamp[];
    // The notice of readiness stays in the SOF: JIT has no timestamp for it.
    expect(file.map((x) => x.remark)).toEqual([
      'Arrived at pilot boarding place',
      'Pilot on board (inbound)',
      'All fast',
      'Estimated time of departure',
    ]);
    const allFast = file[2] as Timestamp;
    expect(allFast).toMatchObject({
      eventClassifierCode: 'ACT',
      operationsEventTypeCode: 'ARRI',
      facilityTypeCode: 'BRTH',
      portCallPhaseTypeCode: 'INBD',
      UNLocationCode: 'GRPIR',
      publisher: { partyName: 'Piraeus Maritime Services' },
    });
    expect(allFast.vesselIMONumber).toMatch(/^\d{7}$/);
    expect(file.every((x) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/.test(x.eventDateTime))).toBe(true);
    const voyageNumber = allFast.carrierImportVoyageNumber as string;

    // ---- the buyer's manager opens the same SOF in a browser of its own ----
    const buyer = await openPage(browser, LAPTOP);
    const bp = buyer.page;
    await loginThroughForm(bp, MANAGER);
    await dismissCookieBanner(bp);
    await bp.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await bp.getByText('Appointments', { exact: true }).first().click();
    await bp.getByRole('searchbox', { name: 'Voyage number' }).fill(voyageNumber);
    const title = bp
      .getByRole('table', { name: 'Appointments' })
      .getByRole('button', { name: new RegExp(voyageNumber) });
    await title.waitFor();
    await title.click();
    const drawer = bp.getByRole('dialog').filter({ hasText: 'Details and history' });
    await drawer.getByRole('link', { name: `Statement of facts of port call ${portCallId}` }).click();
    await bp.waitForURL((url) => url.pathname === `/secured/buyer/sof/${portCallId}`);
    await bp.getByRole('region', { name: 'Berthing events' }).getByText('All fast').waitFor();
    // Proposals are the agent's: the buyer may export, not import.
    await bp.getByRole('button', { name: 'Export DCSA timestamps' }).waitFor();
    await expect(bp.getByRole('button', { name: 'Import DCSA timestamps' }).count()).resolves.toBe(0);

    // ---- import: the terminal's file, written from the exported one ----
    const cargoStarted = plusHours(allFast.eventDateTime, 2);
    const departure = file[3] as Timestamp;
    const fromTerminal = [
      ...file,
      {
        ...allFast,
        operationsEventTypeCode: 'STRT',
        portCallServiceTypeCode: 'CRGO',
        portCallPhaseTypeCode: 'ALGS',
        eventDateTime: cargoStarted,
        publisher: { partyName: TERMINAL },
        remark: 'Discharge started',
      },
      { ...departure, eventDateTime: plusHours(departure.eventDateTime, 3), publisher: { partyName: TERMINAL } },
    ];
    const imported = path.join(dir, 'from-terminal.json');
    fs.writeFileSync(imported, JSON.stringify(fromTerminal, null, 2));
    await panel.locator('input[type="file"][accept="application/json,.json"]').setInputFiles(imported);
    await panel.getByRole('status').getByText('2 timestamps proposed, 4 already known').waitFor();
    const proposals = panel.getByRole('table', { name: 'Proposed timestamps' });
    const cargoRow = proposals.getByRole('row').filter({ hasText: 'Cargo operations commenced' });
    await cargoRow.getByText(TERMINAL).waitFor();
    await cargoRow.getByText('PROPOSED').waitFor();
    // A proposal is not a fact yet: the SOF has no cargo event.
    await expect(page.getByRole('region', { name: 'Cargo events' }).count()).resolves.toBe(0);
    await screenshot(page, 'dcsa-proposals');

    // ---- accept the cargo start, reject the moved estimate ----
    await cargoRow.getByRole('button', { name: 'Accept Cargo operations commenced' }).click();
    await cargoRow.getByText('ACCEPTED').waitFor();
    await page.getByRole('region', { name: 'Cargo events' }).getByText('Cargo operations commenced').waitFor();
    const departureRow = proposals.getByRole('row').filter({ hasText: 'Estimated time of departure' });
    await departureRow.getByRole('button', { name: 'Reject Estimated time of departure' }).click();
    await departureRow.getByText('REJECTED').waitFor();

    // ---- the buyer's open SOF shows the accepted event without a reload ----
    await bp.getByRole('region', { name: 'Cargo events' }).getByText('Cargo operations commenced').waitFor();
    await expect(
      bp.getByRole('region', { name: 'Depart events' }).getByText('Estimated time of departure').count(),
    ).resolves.toBe(1);
    await screenshot(bp, 'dcsa-buyer-live');
    expect(agent.pageErrors).toEqual([]);
    expect(buyer.pageErrors).toEqual([]);
  }, 300_000);
});
