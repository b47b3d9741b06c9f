import { CheckCircle2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { BrandMark, BrandName } from "#web/app/shell/brand.tsx";

const points = [
  "Lease and offering-memorandum abstraction in minutes",
  "Contacts, tasks and projects in one workspace",
  "Deal rooms to share documents with clients",
];

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-slate-900 p-10 text-white lg:flex lg:flex-col">
        <div
          aria-hidden
          className="absolute inset-0 opacity-40"
          style={{
            backgroundImage:
              "radial-gradient(circle at 20% 20%, rgba(45,212,191,0.35), transparent 45%), radial-gradient(circle at 80% 80%, rgba(20,184,166,0.25), transparent 40%)",
          }}
        />
        <Link
          to={paths.home()}
          className="relative flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          <BrandMark />
          <BrandName className="text-lg text-white" />
        </Link>
        <div className="relative mt-auto grid gap-6">
          <h2 className="max-w-md text-3xl font-semibold leading-tight tracking-tight">
            The workspace built for commercial real-estate brokers.
          </h2>
          <ul className="grid gap-3 text-slate-300">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative mt-10 text-sm text-slate-400">© {new Date().getFullYear()} Leasedesk</p>
      </aside>
      <main className="flex flex-col px-5 py-8 sm:px-10">
        <Link
          to={paths.home()}
          className="flex items-center gap-2 self-start rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
        >
          <BrandMark className="size-7" />
          <BrandName />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">{children}</div>
      </main>
    </div>
  );
}
