import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProviders } from "#web/app/providers.tsx";
import { createAppRouter } from "#web/app/router.tsx";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
