import { CheckIcon, LockIcon } from "lucide-react";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

const featureLabels: Record<keyof SubscriptionDto["features"], { title: string; text: string }> = {
  docanalysis: { title: "Document analysis", text: "Lease and offering-memorandum abstraction, properties." },
  templates: { title: "Workspace", text: "Contacts, tasks, projects, surveys and templates." },
  dealrooms: { title: "Deal rooms", text: "Secure rooms to share documents with clients." },
};

export function IncludedFeaturesCard({ sub }: { sub: SubscriptionDto }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Included features</CardTitle>
        <CardDescription>
          {sub.isTrialActive
            ? "Every feature is included during your free trial."
            : "What your account can use right now."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {(Object.keys(featureLabels) as (keyof typeof featureLabels)[]).map((key) => (
            <li key={key} className="flex items-start gap-3">
              <span
                className={
                  sub.features[key]
                    ? "flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
                    : "flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500"
                }
              >
                {sub.features[key] ? (
                  <CheckIcon aria-label="Included" className="size-3.5" />
                ) : (
                  <LockIcon aria-label="Not included" className="size-3.5" />
                )}
              </span>
              <span className="grid gap-0.5 text-sm">
                <span className="font-medium">{featureLabels[key].title}</span>
                <span className="text-muted-foreground">{featureLabels[key].text}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
