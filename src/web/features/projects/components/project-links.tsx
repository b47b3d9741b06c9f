import { LinkIcon, XIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type ProjectLinkDto, type ProjectLinkType, projectLinkTypes } from "#shared/contract/projects.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useLinkMutations, useLinkOptions } from "#web/features/projects/api/links.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export const linkTypeLabels: Record<ProjectLinkType, string> = {
  person: "Person",
  company: "Company",
  lease: "Lease",
  offering_memorandum: "Memorandum",
  dealroom: "Deal room",
  property: "Property",
};

function linkPath(link: ProjectLinkDto): string {
  switch (link.type) {
    case "person":
      return paths.person(link.id);
    case "company":
      return paths.company(link.id);
    case "lease":
      return paths.lease(link.id);
    case "offering_memorandum":
      return paths.offeringMemorandum(link.id);
    case "dealroom":
      return paths.dealroom(link.id);
    case "property":
      return paths.properties(link.id);
  }
}

/** The records this deal involves, and a search-as-you-type picker to link another. */
export function ProjectLinks({ projectId, links }: { projectId: string; links: ProjectLinkDto[] }) {
  const [type, setType] = useState<ProjectLinkType>("person");
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const options = useLinkOptions(type, query);
  const { add, remove } = useLinkMutations(projectId);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);

  const fail = (err: unknown) =>
    toast({
      title: "Error",
      description: isApiError(err) ? err.message : "Failed to update links",
      variant: "destructive",
    });

  const linked = new Set(links.map((l) => `${l.type}:${l.id}`));
  const results = (options.data?.items ?? []).filter((o) => !linked.has(`${o.type}:${o.id}`));

  return (
    <section aria-labelledby="project-links-heading" className="grid gap-3">
      <h3 id="project-links-heading" className="text-sm font-semibold">
        Linked records
      </h3>
      {links.length === 0 ? <p className="text-sm text-muted-foreground">Nothing linked yet.</p> : null}
      <ul className="grid gap-1.5">
        {links.map((link) => (
          <li key={`${link.type}:${link.id}`} className="flex items-center gap-2 text-sm">
            <span className="w-24 shrink-0 text-xs text-muted-foreground">{linkTypeLabels[link.type]}</span>
            <Link to={linkPath(link)} className="min-w-0 flex-1 truncate hover:underline pointer-coarse:py-2.5">
              {link.title}
            </Link>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Unlink ${link.title}`}
              onClick={() => remove.mutate(link, { onError: fail })}
            >
              <XIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
        <Select value={type} onValueChange={(v) => setType(v as ProjectLinkType)}>
          <SelectTrigger aria-label="Record type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {projectLinkTypes.map((t) => (
              <SelectItem key={t} value={t}>
                {linkTypeLabels[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <div className="relative">
          <Input
            aria-label={`Search ${linkTypeLabels[type].toLowerCase()} to link`}
            placeholder={`Link a ${linkTypeLabels[type].toLowerCase()}...`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {query && (results.length > 0 || !options.isFetching) ? (
            <ul className="absolute z-10 mt-1 max-h-[200px] w-full overflow-y-auto rounded-md border bg-popover p-1 shadow-md">
              {results.length === 0 ? (
                <li className="px-2 py-1.5 text-sm text-muted-foreground">No matches</li>
              ) : (
                results.map((o) => (
                  <li key={o.id}>
                    <button
                      type="button"
                      className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                      onClick={() =>
                        add.mutate(
                          { type: o.type, id: o.id },
                          {
                            onSuccess: () => {
                              setText("");
                              setQuery("");
                            },
                            onError: fail,
                          },
                        )
                      }
                    >
                      <LinkIcon aria-hidden className="size-3.5 text-muted-foreground" />
                      {o.title}
                    </button>
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
