import { MANAGER } from './generate/dataset';
import type { HttpSuite } from './lib/suite';

const B = '/da-app/secured/port-directory';

/**
 * `npm run bench -- port-directory`: the port directory's search over the 17,500 reference ports
 * (no filter: every port ranked; a name prefix; a country with a harbor-complex filter; the prompt
 * reader), each next to its own SQL replayed straight to the database in the same run.
 */
export const portDirectorySuite: HttpSuite<Record<string, never>> = {
  name: 'port-directory',
  aimMs: 20,
  fill: async () => ({}),
  async targets({ server, login }) {
    const headers = await login(MANAGER);
    const search = (label: string, query: Record<string, string>) => ({
      name: `GET port-directory/search ${label}`,
      method: 'GET' as const,
      url: `${server.base}${B}/search?${new URLSearchParams({ page: '0', size: '10', ...query })}`,
      headers,
      check: (body: string) => ((JSON.parse(body) as { total: number }).total > 0 ? undefined : 'no port found'),
    });
    return [
      search('no filter', {}),
      search('name prefix', { name: 'san' }),
      search('segment and facility', { segment: 'TANKER', facility: 'DRYDOCK' }),
      {
        name: 'POST port-directory/ai/port/search',
        method: 'POST' as const,
        url: `${server.base}${B}/ai/port/search`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'tanker ports in Greece with a drydock' }),
        check: (body: string) =>
          (JSON.parse(body) as { result: { total: number } }).result.total > 0 ? undefined : 'no port found',
      },
    ];
  },
};
