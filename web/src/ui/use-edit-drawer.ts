import { useCallback, useState } from 'react';
import { useDrawer } from './drawer-store';

/**
 * What an edit drawer shows: a row to edit, or nothing for a new one. Each opening gets its own
 * key, so the form inside starts fresh even when "Add" is chosen twice in a row; the row stays
 * while the drawer slides out, so the form does not blank during the animation.
 */
export function useEditDrawer<T>(drawerId: string) {
  const drawer = useDrawer(drawerId);
  const [target, setTarget] = useState<{ row: T | null; key: number }>({ row: null, key: 0 });
  const { open: openDrawer, close } = drawer;
  const open = useCallback(
    (row: T | null) => {
      setTarget((t) => ({ row, key: t.key + 1 }));
      openDrawer();
    },
    [openDrawer],
  );
  return {
    id: drawerId,
    isOpen: drawer.isOpen,
    row: target.row,
    isNew: target.row === null,
    formKey: target.key,
    open,
    close,
  };
}
