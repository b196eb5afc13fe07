import { type TSitePage, type TSitePageTextPublish, ZSitePageText } from '@portcall/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

const pageKey = (page: TSitePage) => ['admin', 'site-pages', page] as const;

/** GET /secured/admin/site-content/pages/{page}: every published version of a public page's text. */
export function useSitePageVersions(page: TSitePage) {
  return useQuery({
    queryKey: pageKey(page),
    queryFn: ({ signal }) =>
      apiRequest(`/secured/admin/site-content/pages/${page}`, { signal, schema: z.array(ZSitePageText) }),
  });
}

/** POST /secured/admin/site-content/pages/{page}: publishes a new version; the public page shows it at once. */
export function usePublishSitePageMutation(page: TSitePage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSitePageTextPublish) =>
      apiRequest(`/secured/admin/site-content/pages/${page}`, { method: 'POST', body, schema: ZSitePageText }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pageKey(page) });
      void queryClient.invalidateQueries({ queryKey: ['public-site', 'page-text', page] });
    },
    meta: { silent: true },
  });
}
