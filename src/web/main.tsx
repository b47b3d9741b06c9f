import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { App } from "#web/app/app.tsx";
import { listenForInstallPrompt, registerServiceWorker } from "#web/features/pwa/install-events.ts";
import "#web/styles.css";

// Our CSP has no 'unsafe-eval': zod must not probe `Function("")` for its JIT (one violation report per page).
z.config({ jitless: true });

listenForInstallPrompt();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("Failed to find the root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
