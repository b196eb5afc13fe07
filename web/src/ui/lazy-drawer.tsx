import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useDrawer } from './drawer-store';

/** A drawer's component loaded on demand: `lazy` over a module export. */
export function lazyDrawerContent(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

/**
 * Mounts a drawer whose code loads the first time it opens (the drawer store names it by `id`), and
 * keeps it mounted after so that closing still slides out. The header's drawers sit on every page,
 * and most visits open none of them.
 */
export function LazyDrawer({ id, content: Content }: { id: string; content: ComponentType }) {
  const { isOpen } = useDrawer(id);
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}
