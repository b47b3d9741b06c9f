import { differenceInCalendarDays, format } from "date-fns";
import {
  ArrowRightIcon,
  CheckCircle2Icon,
  CircleIcon,
  CreditCardIcon,
  FileSearchIcon,
  HandshakeIcon,
  MailCheckIcon,
  SparklesIcon,
  UserRoundPenIcon,
  UsersIcon,
  XIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { ProfileDto } from "#shared/contract/profiles.ts";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { type Feature, hasActiveAccess } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";
import { HomeWidgets } from "#web/app/home-widgets.tsx";
import { paths } from "#web/app/paths.ts";
import { hasRoute } from "#web/app/routes.ts";
import { useGuardedNavigate } from "#web/app/shell/upgrade-dialog.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { PageContainer } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { locallyCompletedGuides, useCompleteGuide } from "#web/features/profiles/api/complete-guide.ts";
import { type OnboardingProgress, useOnboardingProgress } from "#web/features/home/hooks/use-onboarding-progress.ts";
import { cn } from "#web/lib/utils.ts";

const GETTING_STARTED_GUIDE = "home-getting-started";

type Step = {
  id: string;
  title: string;
  text: string;
  to: string;
  done: boolean;
  icon: typeof CircleIcon;
  /** Needs this subscription feature: without it the upgrade dialog opens instead (§4.2). */
  feature?: Feature;
};

function greeting(now = new Date()): string {
  const hour = now.getHours();
  return hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening";
}

/** Next steps for a new broker. Steps whose page does not exist yet stay hidden until their feature lands. */
function nextSteps(
  profile: ProfileDto,
  subscription: SubscriptionDto | undefined,
  progress: OnboardingProgress,
): Step[] {
  const steps: Step[] = [
    {
      id: "verify",
      title: "Confirm your email",
      text: "Your address is verified — you're all set.",
      to: paths.profile(),
      done: profile.emailVerified,
      icon: MailCheckIcon,
    },
    {
      id: "profile",
      title: "Complete your profile",
      text: "Add your phone, company and position so clients know who they're dealing with.",
      to: paths.profile(),
      done: !!(profile.phone && profile.company && profile.position),
      icon: UserRoundPenIcon,
    },
    {
      id: "documents",
      title: "Upload your first lease",
      text: "Let Leasedesk abstract the key terms for you.",
      to: paths.documents(),
      done: progress.documents,
      icon: FileSearchIcon,
    },
    {
      id: "contacts",
      title: "Add your contacts",
      text: "Import your book of business or scan a business card.",
      to: paths.contacts(),
      done: progress.contacts,
      icon: UsersIcon,
      feature: "templates",
    },
    {
      id: "dealrooms",
      title: "Open a deal room",
      text: "Share documents securely with a client.",
      to: paths.dealrooms(),
      done: progress.dealrooms,
      icon: HandshakeIcon,
      feature: "dealrooms",
    },
    {
      id: "plan",
      title: "Choose your plan",
      text: "Keep every feature after your trial ends.",
      to: paths.settings(),
      done: !!subscription && (subscription.active || subscription.freeUpgradeTypes.length > 0),
      icon: CreditCardIcon,
    },
  ];
  return steps.filter((s) => hasRoute(s.to.split("?")[0] ?? s.to));
}

function PlanCard({ subscription }: { subscription: SubscriptionDto | undefined }) {
  if (!subscription) {
    return (
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-48" />
        </CardHeader>
      </Card>
    );
  }
  const trialEnd = subscription.trialEndsAt ? new Date(subscription.trialEndsAt) : null;
  const daysLeft = trialEnd ? Math.max(0, differenceInCalendarDays(trialEnd, new Date())) : 0;
  const active = hasActiveAccess(subscription);
  return (
    <Card className={cn(!active && "border-amber-200 bg-amber-50/50")}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Your plan</CardTitle>
          {subscription.active ? (
            <Badge variant="success">Active</Badge>
          ) : subscription.isTrialActive ? (
            <Badge>Free trial</Badge>
          ) : subscription.freeUpgradeTypes.length ? (
            <Badge variant="success">Free upgrade</Badge>
          ) : (
            <Badge variant="warning">Trial ended</Badge>
          )}
        </div>
        <CardDescription>
          {subscription.active && subscription.tier
            ? `You're on the ${subscription.tier.name} plan.`
            : subscription.isTrialActive && trialEnd
              ? `${daysLeft} day${daysLeft === 1 ? "" : "s"} left — your trial ends ${format(trialEnd, "MMM d, yyyy")}.`
              : subscription.freeUpgradeTypes.length
                ? "An administrator has unlocked features for your account."
                : "Your free trial has ended. Upgrade to keep using every feature."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant={active ? "outline" : "default"} size="sm">
          <Link to={paths.settings()}>
            {active ? "Manage subscription" : "Upgrade Now"} <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  const { profile, subscription } = useAuth();
  const completeGuide = useCompleteGuide();
  const guardedNavigate = useGuardedNavigate();
  const progress = useOnboardingProgress(subscription);
  if (!profile) {
    return (
      <PageContainer>
        <Skeleton className="h-8 w-64" />
      </PageContainer>
    );
  }
  const steps = nextSteps(profile, subscription, progress);
  const doneCount = steps.filter((s) => s.done).length;
  const guideDone =
    profile.completedGuides.includes(GETTING_STARTED_GUIDE) ||
    locallyCompletedGuides().includes(GETTING_STARTED_GUIDE) ||
    completeGuide.isSuccess;
  return (
    <PageContainer>
      <header className="mb-8 grid gap-1">
        <p className="text-sm font-medium text-primary">{format(new Date(), "EEEE, MMMM d")}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {greeting()}, {profile.firstName || "there"}
        </h1>
        <p className="text-muted-foreground">Here's where things stand in your workspace.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {guideDone ? (
          <Card>
            <CardHeader>
              <CardTitle>You're all set up</CardTitle>
              <CardDescription>New tools will appear here as you use Leasedesk.</CardDescription>
            </CardHeader>
          </Card>
        ) : (
          <Card>
            <CardHeader className="flex-row items-start justify-between gap-4">
              <div className="grid gap-1.5">
                <CardTitle className="flex items-center gap-2">
                  <SparklesIcon aria-hidden className="size-4 text-primary" /> Next steps
                </CardTitle>
                <CardDescription>
                  {doneCount} of {steps.length} done
                </CardDescription>
              </div>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Dismiss next steps"
                onClick={() => completeGuide.mutate(GETTING_STARTED_GUIDE)}
                disabled={completeGuide.isPending}
              >
                <XIcon aria-hidden />
              </Button>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-full rounded-full bg-primary transition-all"
                  style={{ width: `${(doneCount / Math.max(1, steps.length)) * 100}%` }}
                />
              </div>
              <ul className="grid gap-2">
                {steps.map((step) => (
                  <li key={step.id}>
                    <Link
                      to={step.to}
                      onClick={(event) => {
                        if (!step.feature || event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        guardedNavigate(step.to, step.feature);
                      }}
                      className="group flex items-center gap-4 rounded-lg border p-3.5 outline-none transition-colors hover:border-teal-200 hover:bg-teal-50/40 focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {step.done ? (
                        <CheckCircle2Icon aria-label="Done" className="size-5 shrink-0 text-emerald-600" />
                      ) : (
                        <CircleIcon aria-label="To do" className="size-5 shrink-0 text-slate-300" />
                      )}
                      <span className="grid min-w-0 flex-1 gap-0.5">
                        <span className={cn("text-sm font-medium", step.done && "text-muted-foreground line-through")}>
                          {step.title}
                        </span>
                        <span className="text-sm text-muted-foreground">{step.text}</span>
                      </span>
                      <ArrowRightIcon
                        aria-hidden
                        className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        )}
        <div className="grid content-start gap-6">
          <PlanCard subscription={subscription} />
          <HomeWidgets />
        </div>
      </div>
    </PageContainer>
  );
}
