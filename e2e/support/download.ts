import type { Download, Locator, Page } from 'playwright-core';

/**
 * Clicks what starts a download and answers the download. When none comes, the error says what the
 * page did instead (the answers of the API requests made meanwhile, a window opened on "file not
 * found", a request that failed, or nothing at all), where a bare waitForEvent only says it timed out.
 */
export async function downloadByClicking(page: Page, target: Locator, timeout = 30_000): Promise<Download> {
  const seen: string[] = [];
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.url().includes('/da-app/')) seen.push(`${new URL(r.url()).pathname} answered ${r.status()}`);
  };
  const onPopup = (p: Page) => seen.push(`a window opened at ${p.url()}`);
  const onRequestFailed = (r: { url(): string; failure(): { errorText: string } | null }) =>
    seen.push(`${new URL(r.url()).pathname} failed: ${r.failure()?.errorText ?? 'unknown'}`);
  page.on('response', onResponse);
  page.on('popup', onPopup);
  page.on('requestfailed', onRequestFailed);
  try {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout }), target.click()]);
    return download;
  } catch (failure) {
    const what = seen.length > 0 ? seen.join('; ') : 'no API request answered, no window opened';
    throw new Error(
      `no download after clicking ${String(target)}: ${what} (${(failure as Error).message.split('\n')[0]})`,
    );
  } finally {
    page.off('response', onResponse);
    page.off('popup', onPopup);
    page.off('requestfailed', onRequestFailed);
  }
}
