/** The supplier DA tool's cached queries: a decision on one appointment refreshes every page of the list. */
export const daToolKeys = {
  all: (kind: SupplierKind) => ['agent-da-tool', kind] as const,
  list: (kind: SupplierKind, query: Record<string, unknown>) => ['agent-da-tool', kind, 'list', query] as const,
  preview: (kind: SupplierKind, id: number) => ['agent-da-tool', kind, 'official-preview', id] as const,
};

/** The agent's and the vendor's DA tool share their calls under /secured/{agent|vendor}/... */
export type SupplierKind = 'agent' | 'vendor';
