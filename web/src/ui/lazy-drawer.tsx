import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useDrawer } from './drawer-store';

/**
 * A drawer whose code loads the first time it opens (the drawer store names it by `id`), then stays
 * mounted so that closing still slides out. The header's drawers and the dashboard's sit on pages
 * every user lands on, and most visits open none of them.
 */
export function lazyDrawer(id: string, load: () => Promise<ComponentType>): ComponentType {
  const Content = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDrawer() {
    const { isOpen } = useDrawer(id);
    const [wanted, setWanted] = useState(isOpen);
    if (isOpen && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    );
  };
}
