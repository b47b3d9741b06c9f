// A dialog, sheet or panel the app frame offers everywhere (Quick Add forms, Help, Share, the card scanner, search)
// but a user opens rarely: its code is fetched the first time it opens, not with every page. Once opened it stays
// mounted, so closing animates like any dialog. `preload()` warms the chunk when the user heads for it.
import { type ComponentType, lazy, Suspense, useState } from "react";

export type LazyPanel<P> = ComponentType<P> & { preload: () => void };

export function lazyPanel<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): LazyPanel<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPanel = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Lazy = lazy(fetchPanel);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per panel at module level, like React.lazy
  function Panel(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // First opening: remember it during render so the panel mounts in this same pass.
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Panel, {
    preload: () => {
      void fetchPanel().catch(() => {
        // A failed preload is retried when the panel opens.
        loading = null;
      });
    },
  });
}
