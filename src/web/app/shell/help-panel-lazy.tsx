// The Help panel, opened from the user menu and the mobile menu: its code loads when it first opens.
import { lazyPanel } from "#web/lib/lazy-panel.tsx";

export const HelpPanel = lazyPanel(() =>
  import("#web/features/help/components/help-panel.tsx").then((m) => m.HelpPanel),
);
