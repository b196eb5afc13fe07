import { type TKypVerification, ZKypVerification } from '@portcall/contracts/kyp';
import { ZPaged } from '@portcall/contracts/paging';
import {
  type TAdditionalInfo,
  type TAohContact,
  type TConsignee,
  type TEmailConfiguration,
  type TEmailGroupSave,
  type TPortAddress,
  type TSupplierProfileSave,
  type TSupplierSettings,
  ZAdditionalInfo,
  ZAohContact,
  ZConsignee,
  ZEmailConfiguration,
  ZEmailGroup,
  ZLogo,
  ZPortAddress,
  ZSupplierSettings,
} from '@portcall/contracts/supplier';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUrl, authHeaders } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';

const S = '/secured/supplier';
export const supplierKeys = {
  all: () => ['supplier-settings'] as const,
  load: () => [...supplierKeys.all(), 'load'] as const,
  info: () => [...supplierKeys.all(), 'additional-info'] as const,
  list: (kind: SupplierListKind, query: object) => [...supplierKeys.all(), kind, query] as const,
  emailGroups: () => [...supplierKeys.all(), 'email-groups'] as const,
  kyp: (supplierId: number) => [...supplierKeys.all(), 'kyp', supplierId] as const,
  logo: () => [...supplierKeys.all(), 'logo'] as const,
};

/** GET supplier/load. */
export function useSupplierSettings() {
  return useQuery({
    queryKey: supplierKeys.load(),
    queryFn: (): Promise<TSupplierSettings> => apiRequest(`${S}/load`, { schema: ZSupplierSettings }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: supplierKeys.all() });
}

/** POST supplier/settings/profile/save (company details, ports, expertise, worldwide). */
export function useSaveSupplierProfile() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (body: TSupplierProfileSave) =>
      apiRequest(`${S}/settings/profile/save`, { method: 'POST', body, schema: ZSupplierSettings }),
    onSettled,
    meta: { silent: true },
  });
}

export function useAdditionalInfo() {
  return useQuery({
    queryKey: supplierKeys.info(),
    queryFn: (): Promise<TAdditionalInfo> =>
      apiRequest(`${S}/settings/profile/additional-info`, { schema: ZAdditionalInfo }),
  });
}
export function useSaveAdditionalInfo() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (body: Partial<TAdditionalInfo>) =>
      apiRequest(`${S}/settings/profile/additional-info`, { method: 'PUT', body, schema: ZAdditionalInfo }),
    onSettled,
    meta: { silent: true },
  });
}

/** PUT supplier/settings/profile/logo (multipart: `form` with the exact-size option, `logo` file). */
export function useUploadLogo() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ file, exactSize }: { file: File; exactSize: boolean }) => {
      const body = new FormData();
      body.append('form', JSON.stringify({ exactSize }));
      body.append('logo', file, file.name);
      return apiRequest(`${S}/settings/profile/logo`, { method: 'PUT', body, schema: ZLogo });
    },
    onSettled,
    meta: { silent: true },
  });
}

/** The stored logo as an object URL (the file needs the session's token). */
export function useLogoUrl(updatedAt: string | undefined) {
  return useQuery({
    queryKey: [...supplierKeys.logo(), updatedAt ?? null],
    enabled: updatedAt !== undefined,
    queryFn: async () => {
      const response = await fetch(apiUrl(`${S}/settings/profile/logo`), { headers: authHeaders() });
      if (!response.ok) return null;
      return URL.createObjectURL(await response.blob());
    },
  });
}

// ---------- port addresses, consignees, AOH contacts ----------
export type SupplierListKind = 'port-addresses' | 'consignees' | 'aoh-contacts';
export type SupplierListItem = TPortAddress | TConsignee | TAohContact;
const itemSchema = { 'port-addresses': ZPortAddress, consignees: ZConsignee, 'aoh-contacts': ZAohContact } as const;
const pageSchema = {
  'port-addresses': ZPaged(ZPortAddress),
  consignees: ZPaged(ZConsignee),
  'aoh-contacts': ZPaged(ZAohContact),
} as const;

const listPath = (kind: SupplierListKind) =>
  kind === 'port-addresses' ? `${S}/settings/get-port-addresses` : `${S}/settings/get-${kind}`;
const itemPath = (kind: SupplierListKind, supplierId: number, id?: number) =>
  kind === 'port-addresses'
    ? `${S}/${supplierId}/port-addresses${id ? `/${id}` : ''}`
    : `${S}/settings/${kind}${id ? `/${id}` : ''}`;

export function useSupplierList(kind: SupplierListKind, query: { page: number; size: number }) {
  return useQuery({
    queryKey: supplierKeys.list(kind, query),
    queryFn: () =>
      apiRequest(listPath(kind), {
        method: 'POST',
        body: { page: query.page, size: query.size },
        schema: pageSchema[kind] as never,
      }) as Promise<{ items: SupplierListItem[]; total: number; page: number; size: number }>,
    placeholderData: keepPreviousData,
  });
}

export function useSupplierListMutations(kind: SupplierListKind, supplierId: number) {
  const onSettled = useInvalidate();
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      apiRequest(itemPath(kind, supplierId, id), {
        method: id ? 'PUT' : 'POST',
        body,
        schema: itemSchema[kind] as never,
        redirectOn404: false,
      }),
    onSettled,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(itemPath(kind, supplierId, id), { method: 'DELETE', redirectOn404: false }),
    onSettled,
    meta: { silent: true },
  });
  return { save, remove };
}

// ---------- e-mail groups ----------
export function useEmailConfiguration() {
  return useQuery({
    queryKey: supplierKeys.emailGroups(),
    queryFn: (): Promise<TEmailConfiguration> =>
      apiRequest(`${S}/settings/email-groups`, { schema: ZEmailConfiguration }),
    // Addresses are confirmed elsewhere (the link in the mailbox): read again whenever the tab shows.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}
export function useEmailGroupMutations() {
  const onSettled = useInvalidate();
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TEmailGroupSave }) =>
      apiRequest(`${S}/settings/email-groups${id ? `/${id}` : ''}`, {
        method: id ? 'PUT' : 'POST',
        body,
        schema: ZEmailGroup,
      }),
    onSettled,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`${S}/settings/email-groups/${id}`, { method: 'DELETE' }),
    onSettled,
    meta: { silent: true },
  });
  const resend = useMutation({
    mutationFn: ({ groupId, addressId }: { groupId: number; addressId: number }) =>
      apiRequest(`${S}/settings/email-groups/${groupId}/addresses/${addressId}/resend`, {
        method: 'POST',
        schema: ZEmailGroup,
      }),
    onSettled,
    meta: { silent: true },
  });
  const submit = useMutation({
    mutationFn: () => apiRequest(`${S}/settings/email-groups/submit`, { method: 'POST', schema: ZEmailConfiguration }),
    onSettled,
    meta: { silent: true },
  });
  return { save, remove, resend, submit };
}

// ---------- KYP verification (the supplier's own case) ----------
export function useOwnKyp(supplierId: number) {
  return useQuery({
    queryKey: supplierKeys.kyp(supplierId),
    queryFn: (): Promise<TKypVerification> =>
      apiRequest(`/secured/companies/${supplierId}/kyp-verification`, { schema: ZKypVerification }),
  });
}
/**
 * PATCH kyp-verifications/{id}. A case not started yet has no id: reading it opens nothing, so the
 * first write opens it (POST companies/{supplierId}/kyp-verification) and patches the opened case.
 */
export function usePatchKyp(supplierId: number) {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, form, files }: { id: number | null; form: Record<string, unknown>; files: File[] }) => {
      const opened =
        id === null
          ? await apiRequest(`/secured/companies/${supplierId}/kyp-verification`, {
              method: 'POST',
              schema: ZKypVerification,
            })
          : null;
      return apiRequest(`/secured/kyp-verifications/${opened?.id ?? id}`, {
        method: 'PATCH',
        body: buildMultipart(opened ? { ...form, version: opened.version } : form, files),
        schema: ZKypVerification,
      });
    },
    onSettled,
    meta: { silent: true },
  });
}
