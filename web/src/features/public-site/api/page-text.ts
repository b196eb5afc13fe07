import { type TSitePage, ZSitePageText } from '@portcall/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { apiRequest } from '../../../api/http-client';

/**
 * GET /public/site-content/pages/{page}: the text an administrator published for a public page, or
 * null while none was (the page then shows its built-in text).
 */
export function usePublishedPageText(page: TSitePage | undefined) {
  return useQuery({
    queryKey: ['public-site', 'page-text', page],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/public/site-content/pages/${page}`, {
          signal,
          schema: ZSitePageText,
          redirectOn404: false,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: page !== undefined,
    meta: { silent: true },
  });
}
