import { create } from 'zustand';

/** Open/closed is tracked per drawer (platform-core §2), so two drawers never fight over one flag. */
interface DrawerState {
  open: Record<string, boolean>;
  setOpen: (id: string, isOpen: boolean) => void;
}

export const useDrawerStore = create<DrawerState>((set) => ({
  open: {},
  setOpen: (id, isOpen) => set((s) => ({ open: { ...s.open, [id]: isOpen } })),
}));

export function useDrawer(id: string) {
  const isOpen = useDrawerStore((s) => s.open[id] === true);
  const setOpen = useDrawerStore((s) => s.setOpen);
  return {
    isOpen,
    open: () => setOpen(id, true),
    close: () => setOpen(id, false),
    toggle: () => setOpen(id, !isOpen),
  };
}
