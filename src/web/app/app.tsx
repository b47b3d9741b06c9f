import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProviders } from "#web/app/providers.tsx";
import { createAppRouter } from "#web/app/router.tsx";
import { InstallPrompt } from "#web/features/pwa/install-prompt.tsx";
import { OfflineBanner } from "#web/features/pwa/offline-banner.tsx";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <OfflineBanner />
      <RouterProvider router={router} />
      <InstallPrompt />
    </AppProviders>
  );
}
