import { lazy, Suspense, useEffect } from "react";
import { clearAdminMarkers, useAuth } from "#web/app/auth-provider.tsx";
import { FullPageSpinner } from "#web/components/ui/spinner.tsx";

const LandingPage = lazy(() =>
  import("#web/features/home/pages/landing-page.tsx").then((m) => ({ default: m.LandingPage })),
);
const HomePage = lazy(() => import("#web/features/home/pages/home-page.tsx").then((m) => ({ default: m.HomePage })));

/** '/': the landing page for visitors, the home dashboard once signed in (§2.1). */
export function RootIndex() {
  const { signedIn } = useAuth();
  useEffect(() => {
    // §2.3: signed out on the root path clears the stored impersonation markers.
    if (!signedIn) clearAdminMarkers();
  }, [signedIn]);
  return <Suspense fallback={<FullPageSpinner />}>{signedIn ? <HomePage /> : <LandingPage />}</Suspense>;
}
