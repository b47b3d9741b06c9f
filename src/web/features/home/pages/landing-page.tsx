import {
  ArrowRightIcon,
  BarChart3Icon,
  Building2Icon,
  CheckCircle2Icon,
  FileSearchIcon,
  HandshakeIcon,
  ListChecksIcon,
  ShieldCheckIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { BrandMark, BrandName } from "#web/app/shell/brand.tsx";
import { Button } from "#web/components/ui/button.tsx";

const features = [
  {
    icon: FileSearchIcon,
    title: "Lease abstraction",
    text: "Upload a lease or offering memorandum and get rent, term, options and key dates extracted — every figure linked to its page.",
  },
  {
    icon: UsersIcon,
    title: "A CRM made for brokers",
    text: "People, companies, tags and custom fields. Scan a business card on your phone and the contact is ready.",
  },
  {
    icon: HandshakeIcon,
    title: "Deal rooms",
    text: "Share documents with clients and counterparties in one secure room — no account needed on their side.",
  },
  {
    icon: ListChecksIcon,
    title: "Tasks and projects",
    text: "Keep every requirement, tour and deadline moving with tasks, projects and reusable checklists.",
  },
  {
    icon: Building2Icon,
    title: "Properties and surveys",
    text: "Build property surveys for a client's search and share them as a polished public link.",
  },
  {
    icon: BarChart3Icon,
    title: "Reports",
    text: "Turn abstracted leases into rent rolls and expiration reports your clients understand at a glance.",
  },
];

function ProductPreview() {
  const rows = [
    ["Base rent", "$42.50 / SF / yr", "p. 3"],
    ["Term", "10 years 2 months", "p. 2"],
    ["Commencement", "Mar 1, 2025", "p. 2"],
    ["Renewal option", "2 × 5 years at FMV", "p. 11"],
    ["Security deposit", "$86,000", "p. 4"],
  ];
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-xl">
      <div className="absolute -inset-4 rounded-3xl bg-gradient-to-tr from-teal-200/50 via-sky-100/40 to-transparent blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border bg-white shadow-2xl shadow-slate-900/10">
        <div className="flex items-center gap-1.5 border-b bg-slate-50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 text-xs text-slate-500">Lease abstract · 120 Market Street, Suite 400</span>
        </div>
        <div className="grid gap-4 p-5">
          <div className="flex items-center justify-between">
            <div>
              <p className="text-sm font-semibold text-slate-900">Harbor Analytics, Inc.</p>
              <p className="text-xs text-slate-500">Office · 24,280 RSF</p>
            </div>
            <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-700">
              Analysed
            </span>
          </div>
          <dl className="divide-y rounded-xl border">
            {rows.map(([label, value, page]) => (
              <div key={label} className="flex items-center justify-between gap-3 px-3.5 py-2.5 text-sm">
                <dt className="text-slate-500">{label}</dt>
                <dd className="flex items-center gap-2 font-medium text-slate-900">
                  {value}
                  <span className="rounded bg-teal-50 px-1.5 py-0.5 text-[10px] font-semibold text-teal-700">
                    {page}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <div className="grid grid-cols-3 gap-2 text-center">
            {[
              ["3", "Key dates"],
              ["2", "Options"],
              ["12", "Clauses"],
            ].map(([n, l]) => (
              <div key={l} className="rounded-lg bg-slate-50 py-2.5">
                <p className="text-lg font-semibold text-slate-900">{n}</p>
                <p className="text-[11px] text-slate-500">{l}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-dvh bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-100 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-5">
          <Link
            to={paths.home()}
            className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BrandMark />
            <BrandName className="text-lg" />
          </Link>
          <nav aria-label="Account" className="ml-auto flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to={paths.auth({ view: "sign_in" })}>Sign in</Link>
            </Button>
            <Button asChild>
              <Link to={paths.auth({ view: "sign_up" })}>Start free trial</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id="main">
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="absolute inset-0 -z-10"
            style={{ backgroundImage: "radial-gradient(ellipse at top, rgba(204,251,241,0.7), transparent 60%)" }}
          />
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-14 pb-20 md:pt-20 lg:grid-cols-2 lg:gap-16">
            <div className="grid gap-6">
              <p className="inline-flex w-fit items-center gap-2 rounded-full border border-teal-200 bg-teal-50 px-3 py-1 text-xs font-medium text-teal-800">
                <ShieldCheckIcon aria-hidden className="size-3.5" /> Built for commercial real-estate brokers
              </p>
              <h1 className="text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
                Every lease, client and deal — in one calm workspace.
              </h1>
              <p className="max-w-xl text-lg leading-relaxed text-slate-600">
                Leasedesk abstracts your leases and offering memoranda automatically, keeps your contacts and tasks
                organised, and gives every deal a secure room to share documents.
              </p>
              <div className="flex flex-wrap gap-3">
                <Button asChild size="lg">
                  <Link to={paths.auth({ view: "sign_up" })}>
                    Start your free trial <ArrowRightIcon aria-hidden />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={paths.auth({ view: "sign_in" })}>Sign in</Link>
                </Button>
              </div>
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
                {["14-day free trial", "No credit card needed", "Cancel anytime"].map((t) => (
                  <li key={t} className="flex items-center gap-1.5">
                    <CheckCircle2Icon aria-hidden className="size-4 text-teal-600" /> {t}
                  </li>
                ))}
              </ul>
            </div>
            <ProductPreview />
          </div>
        </section>

        <section aria-labelledby="features-title" className="border-t border-slate-100 bg-slate-50/60">
          <div className="mx-auto max-w-6xl px-5 py-20">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-slate-900">
                Everything a brokerage runs on
              </h2>
              <p className="mt-3 text-slate-600">
                From the first call to the signed lease, without juggling spreadsheets and inboxes.
              </p>
            </div>
            <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {features.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-2xl border bg-white p-6 shadow-xs">
                  <div className="flex size-10 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
                    <Icon aria-hidden className="size-5" />
                  </div>
                  <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-5 py-20">
          <h2 id="steps-title" className="text-center text-3xl font-semibold tracking-tight text-slate-900">
            Up and running in minutes
          </h2>
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {[
              ["Create your account", "Sign up with your work email and confirm it — your trial starts right away."],
              ["Upload your documents", "Drop in leases and offering memoranda; Leasedesk reads them for you."],
              ["Work your deals", "Track contacts and tasks, and invite clients into a deal room."],
            ].map(([title, text], i) => (
              <li key={title} className="grid gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white">
                  {i + 1}
                </span>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="px-5 pb-20">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-slate-900 px-8 py-12 text-white md:flex-row md:items-center md:justify-between md:px-12">
            <div>
              <h2 className="text-2xl font-semibold tracking-tight">Ready to close your next deal faster?</h2>
              <p className="mt-2 text-slate-300">Try every feature free for 14 days.</p>
            </div>
            <Button asChild size="lg" className="bg-teal-400 text-slate-900 hover:bg-teal-300">
              <Link to={paths.auth({ view: "sign_up" })}>Create your account</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-5 py-8 text-sm text-slate-500">
          <span className="flex items-center gap-2">
            <BrandMark className="size-5" /> © {new Date().getFullYear()} Leasedesk
          </span>
          <Link to={paths.auth({ view: "sign_in" })} className="hover:text-slate-900">
            Sign in
          </Link>
        </div>
      </footer>
    </div>
  );
}
