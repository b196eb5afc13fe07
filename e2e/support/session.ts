import type { Page } from 'playwright-core';
import { baseUrl, waitForApp } from './browser';
import { DEMO_PASSWORD } from './demo';

/** Logs in through the login form, as a user would, and waits to leave /authorization. */
export async function loginThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), baseUrl()).pathname.startsWith('/authorization')) await page.goto('/authorization');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/authorization'), { timeout: 20_000 });
}

/**
 * Logs in a profile that has not accepted the terms yet (PENDING_TERMS_AND_CONDITIONS): the login
 * form sends it to /authorization/terms instead of its landing page.
 */
export async function loginToTerms(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), baseUrl()).pathname.startsWith('/authorization')) await page.goto('/authorization');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/authorization/terms', { timeout: 20_000 });
}

/** Answers the cookie banner (essential cookies only) so it covers nothing a journey clicks or pictures. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Essential only', exact: true });
  const isShown = await button
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (isShown) await button.click();
}

/** The bearer token of the session the app stored (zustand persist, tag v3). */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('portcall:v3:session');
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { state?: { token?: string | null } };
    return parsed.state?.token ?? null;
  });
}

/** Logs in through the API (for set-up steps that are not the journey under test). */
export async function apiLogin(username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl()}/da-app/public/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login of ${username} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Switches a feature flag through the admin API. */
export async function setFeatureFlag(adminToken: string, name: string, status: boolean): Promise<void> {
  const response = await fetch(`${baseUrl()}/da-app/secured/admin/feature-flags/${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status }),
  });
  if (!response.ok) throw new Error(`PUT feature flag ${name} answered ${response.status}: ${await response.text()}`);
}

/** Revokes a session on the server, as a logout from another tab or an administrator would. */
export async function revokeSession(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/da-app/secured/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}
