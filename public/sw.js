// Leasedesk service worker: precaches the app shell, serves it offline. The server injects the list below.
// /api is never cached (its answers are per user): it always goes to the network.
const PRECACHE = "__PRECACHE__";
const CACHE = `leasedesk-shell-${PRECACHE.version}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.files)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("leasedesk-shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname === "/sw.js") return;

  if (request.mode === "navigate") {
    // Pages: the network first (fresh shell), the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match("/", { cacheName: CACHE })));
    return;
  }
  if (url.pathname.startsWith("/assets/") || PRECACHE.files.includes(url.pathname)) {
    // Hashed assets never change: cache first, and keep lazily loaded chunks for the next offline visit.
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname.startsWith("/assets/")) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
