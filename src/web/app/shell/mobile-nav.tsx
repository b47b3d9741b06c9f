import { LifeBuoyIcon, LogOutIcon, MenuIcon, Share2Icon, UserIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useAuth } from "#web/app/auth-provider.tsx";
import { mobileMenuItems, visibleItems } from "#web/app/navigation.ts";
import { paths } from "#web/app/paths.ts";
import { BrandMark, BrandName } from "#web/app/shell/brand.tsx";
import { NavLink } from "#web/app/shell/nav-link.tsx";
import { QuickAddMenu } from "#web/app/shell/quick-add-menu.tsx";
import { UserIdentity } from "#web/app/shell/user-menu.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { ScanCardButton } from "#web/features/contacts/components/scan-card-button.tsx";
import { HelpPanel } from "#web/app/shell/help-panel-lazy.tsx";
import { SearchButton } from "#web/features/search/components/search-button.tsx";
import { lazyPanel } from "#web/lib/lazy-panel.tsx";

const ShareContactDrawer = lazyPanel(() =>
  import("#web/features/contacts/components/share-contact-drawer.tsx").then((m) => m.ShareContactDrawer),
);

/**
 * Top-bar actions other features register (Scan Business Card, Search, Quick Add — §2.5). Each renders
 * its own button + dialog; none exist until their feature does.
 */
export type TopBarAction = { id: "scan-card" | "search" | "quick-add"; render: () => ReactNode };
export const topBarActions: TopBarAction[] = [
  { id: "scan-card", render: () => <ScanCardButton /> },
  { id: "search", render: () => <SearchButton variant="top-bar" /> },
  { id: "quick-add", render: () => <QuickAddMenu /> },
];

export function MobileTopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <Link
        to={paths.home()}
        className="flex min-h-10 items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <BrandMark className="size-7" />
        <BrandName />
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {topBarActions.map((action) => (
          <span key={action.id}>{action.render()}</span>
        ))}
        <Button
          variant="ghost"
          size="icon"
          aria-label="Menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon aria-hidden className="!size-5" />
        </Button>
      </div>
      <MobileMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onShare={() => setSharing(true)}
        onHelp={() => setHelpOpen(true)}
      />
      <ShareContactDrawer open={sharing} onOpenChange={setSharing} />
      <HelpPanel open={helpOpen} onOpenChange={setHelpOpen} />
    </header>
  );
}

function MobileMenu({
  open,
  onOpenChange,
  onShare,
  onHelp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShare: () => void;
  onHelp: () => void;
}) {
  const { isAdmin, signOut } = useAuth();
  const items = visibleItems(mobileMenuItems, !!isAdmin);
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-0 bg-sidebar p-0" aria-describedby={undefined}>
        <SheetHeader className="border-b">
          <SheetTitle className="flex items-center gap-2">
            <BrandMark className="size-7" /> Menu
          </SheetTitle>
          <SheetDescription className="sr-only">Navigate Leasedesk</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-2">
          <ul className="grid gap-0.5">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink item={item} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-1 border-t p-2">
          <div className="flex items-center gap-3 px-2 py-2">
            <UserIdentity />
          </div>
          <Button
            variant="ghost"
            className="justify-start"
            onClick={() => {
              close();
              onShare();
            }}
          >
            <Share2Icon aria-hidden /> Share Contact
          </Button>
          <Button asChild variant="ghost" className="justify-start">
            <Link to={paths.profile()} onClick={close}>
              <UserIcon aria-hidden /> Profile
            </Link>
          </Button>
          <Button
            variant="ghost"
            className="justify-start"
            onClick={() => {
              close();
              onHelp();
            }}
          >
            <LifeBuoyIcon aria-hidden /> Help
          </Button>
          <Button
            variant="ghost"
            className="justify-start"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <LogOutIcon aria-hidden /> Logout
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
