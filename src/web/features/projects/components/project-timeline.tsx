import { format } from "date-fns";
import { Link } from "react-router";
import type { ProjectActivityDto, ProjectActivitySourceType } from "#shared/contract/projects.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useProjectActivity } from "#web/features/projects/api/list-activity.ts";

const labels: Record<string, string> = {
  created: "Created",
  stage_changed: "Moved",
  type_changed: "Type changed",
  updated: "Edited",
  linked: "Linked",
  unlinked: "Unlinked",
  checklist_applied: "Checklist applied",
  task_created: "Task added",
  task_completed: "Task completed",
  person_added: "Added to contacts",
  person_edited: "Contact edited",
  company_added: "Added to contacts",
  company_edited: "Company edited",
  property_added: "Property added",
  property_edited: "Property edited",
  space_added: "Space added",
  file_added: "File added",
  lease_uploaded: "Lease uploaded",
  lease_analysed: "Lease analysed",
  lease_failed: "Lease analysis failed",
  lease_corrected: "Abstract corrected",
  memorandum_uploaded: "Memorandum uploaded",
  memorandum_analysed: "Memorandum analysed",
  memorandum_failed: "Memorandum analysis failed",
  attachment_added: "Attachment added",
};

const sourceNames: Record<ProjectActivitySourceType, string> = {
  project: "Project",
  task: "Task",
  person: "Person",
  company: "Company",
  lease: "Lease",
  offering_memorandum: "Memorandum",
  property: "Property",
  dealroom: "Deal room",
};

/** Where an entry's source opens; the project itself is the page the user is on. */
function sourcePath(source: ProjectActivityDto["source"]): string | null {
  switch (source.type) {
    case "project":
      return null;
    case "task":
      return paths.tasks(source.id);
    case "person":
      return paths.person(source.id);
    case "company":
      return paths.company(source.id);
    case "lease":
      return paths.lease(source.id);
    case "offering_memorandum":
      return paths.offeringMemorandum(source.id);
    case "property":
      return paths.properties(source.id);
    case "dealroom":
      return paths.dealroom(source.id);
  }
}

function Entry({ a }: { a: ProjectActivityDto }) {
  const to = sourcePath(a.source);
  // A deal room's log reads as a sentence with its actor ("Dana Cole viewed Floor plan.pdf"), as in the room.
  const isRoom = a.action.startsWith("dealroom_");
  return (
    <li className="grid gap-0.5 text-sm" data-testid="activity-entry">
      <p className="break-words">
        {isRoom ? (
          <>
            <span className="font-medium">{a.actorName ?? "Someone"}</span> {a.detail}
          </>
        ) : (
          <>
            <span className="font-medium">{labels[a.action] ?? a.action}</span>
            {a.detail ? <span> · {a.detail}</span> : null}
          </>
        )}
      </p>
      <p className="text-xs text-muted-foreground break-words">
        {sourceNames[a.source.type]}:{" "}
        {to ? (
          <Link to={to} className="font-medium text-foreground underline-offset-2 hover:underline">
            {a.source.title}
          </Link>
        ) : (
          <span>this project</span>
        )}
        {" · "}
        {!isRoom && a.actorName ? `${a.actorName} · ` : ""}
        <time dateTime={a.createdAt}>{format(new Date(a.createdAt), "MMM d, yyyy h:mm a")}</time>
      </p>
    </li>
  );
}

/** The project page's Activity: its own log with its tasks' and linked records' activity, newest first. */
export function ProjectTimeline({ projectId }: { projectId: string }) {
  const activity = useProjectActivity(projectId);
  const items = activity.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="project-activity-heading" className="grid gap-2">
      <h3 id="project-activity-heading" className="text-sm font-semibold">
        Activity
      </h3>
      {activity.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading activity">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : activity.isError ? (
        <p className="text-sm text-destructive">The activity could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity yet.</p>
      ) : (
        <ol className="grid gap-3 border-l pl-4" aria-label="Project activity">
          {items.map((a) => (
            <Entry key={a.id} a={a} />
          ))}
        </ol>
      )}
      {activity.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {activity.isFetchingNextPage ? "Loading..." : "Show more"}
        </Button>
      ) : null}
    </section>
  );
}
