// Dashboard widgets other features contribute to the home page (each lazy, each guarded by its feature).
import { type ComponentType, lazy, Suspense } from "react";
import { type Feature, hasFeature } from "#shared/rules/access.ts";
import { useAuth } from "#web/app/auth-provider.tsx";

type Widget = { id: string; feature?: Feature; Component: ComponentType };

const widgets: Widget[] = [
  {
    id: "my-tasks",
    feature: "templates",
    Component: lazy(() =>
      import("#web/features/tasks/components/my-tasks-widget.tsx").then((m) => ({ default: m.MyTasksWidget })),
    ),
  },
  {
    id: "pipeline",
    feature: "templates",
    Component: lazy(() =>
      import("#web/features/projects/components/pipeline-widget.tsx").then((m) => ({ default: m.PipelineWidget })),
    ),
  },
];

export function HomeWidgets() {
  const { subscription } = useAuth();
  const visible = widgets.filter((w) => !w.feature || (subscription && hasFeature(subscription, w.feature)));
  return (
    <>
      {visible.map(({ id, Component }) => (
        <Suspense key={id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}
