import { Pagination } from '@mantine/core';

/**
 * The page picker under a list: nothing when everything fits on one page; each control named for
 * screen readers ("Page 2", "next page"), pages counted from 0 as the API counts them.
 */
export function Pager(props: { total: number; size: number; page: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(props.total / props.size);
  if (pages <= 1) return null;
  return (
    <Pagination
      size="sm"
      total={pages}
      value={props.page + 1}
      onChange={(p) => props.onPage(p - 1)}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
    />
  );
}
