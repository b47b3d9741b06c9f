import { AlertTriangleIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from "react-router";
import type { Feature } from "#shared/rules/access.ts";
import { AuthProvider, useAuth } from "#web/app/auth-provider.tsx";
import { paths } from "#web/app/paths.ts";
import { RootIndex } from "#web/app/root-index.tsx";
import { decideRoute, type RouteAccess } from "#web/app/route-rules.ts";
import { appRoutes } from "#web/app/routes.ts";
import { UpgradeDialogProvider } from "#web/app/shell/upgrade-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FullPageSpinner, Spinner } from "#web/components/ui/spinner.tsx";

type RouteHandle = { layout?: "shell" | "bare" };

// The signed-in frame (sidebar, menus, tooltips) is its own chunk: visitors of the landing and /auth never load it.
const AppShell = lazy(() => import("#web/app/shell/app-shell.tsx").then((m) => ({ default: m.AppShell })));

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div aria-hidden className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-primary" />;
}

function RootFrame() {
  const auth = useAuth();
  const matches = useMatches();
  if (auth.status === "initialising") return <FullPageSpinner label="Loading Leasedesk" />;
  const bare = matches.some((m) => (m.handle as RouteHandle | undefined)?.layout === "bare");
  const content = (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
  return (
    <UpgradeDialogProvider>
      {auth.signedIn && !bare ? (
        <Suspense fallback={<FullPageSpinner />}>
          <AppShell>{content}</AppShell>
        </Suspense>
      ) : (
        content
      )}
    </UpgradeDialogProvider>
  );
}

function RootLayout() {
  return (
    <AuthProvider>
      <RootFrame />
    </AuthProvider>
  );
}

/** Applies §2.1–2.3 to one route: sign-in redirect, admin-only, feature gate (→ '/'). */
function RouteGuard({ access, feature }: { access: RouteAccess; feature?: Feature }) {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideRoute({
    access,
    feature,
    signedIn: auth.signedIn,
    isAdmin: auth.isAdmin,
    mfaRequired: auth.profile?.mfaRequired,
    subscription: auth.subscription,
    subscriptionFailed: auth.subscriptionFailed,
    location,
  });
  if (decision.kind === "redirect") {
    // A sign-out in progress redirects by itself (after 0.5 s, without a redirect parameter).
    if (auth.transition === "signing-out") return null;
    return <Navigate to={decision.to} replace />;
  }
  if (decision.kind === "wait") {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-6" />
      </div>
    );
  }
  return <Outlet />;
}

function RouteError() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">
        <AlertTriangleIcon aria-hidden className="size-6" />
      </div>
      <div className="grid gap-1">
        <h1 className="text-lg font-semibold">Something went wrong</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          The page could not be shown. Reloading usually fixes this.
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, element: <RootIndex /> },
        ...appRoutes.map<RouteObject>((route) => ({
          path: route.path,
          handle: { layout: route.layout } satisfies RouteHandle,
          element: <RouteGuard access={route.access} feature={route.feature} />,
          children: [{ index: true, lazy: async () => ({ Component: await route.load() }) }],
        })),
        // §2.1–2.2: unknown paths go to '/'.
        { path: "*", element: <Navigate to={paths.home()} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
