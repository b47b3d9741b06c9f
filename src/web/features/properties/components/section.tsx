import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card.tsx";

/** A titled block of the property page. */
export function Section({
  title,
  actions,
  children,
  id,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="grid min-w-0 gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-base font-semibold">
            {title}
          </h2>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </Card>
    </section>
  );
}
