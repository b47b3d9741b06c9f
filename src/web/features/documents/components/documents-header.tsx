// The top of Doc Insights: breadcrumb from Home, the place's title, and its actions (Folders on a phone,
// New Folder, Upload → Lease / Offering Memorandum).
import {
  BarChart3Icon,
  ChevronDownIcon,
  ChevronRightIcon,
  FileSignatureIcon,
  FolderOpenIcon,
  FolderPlusIcon,
  HomeIcon,
  UploadIcon,
} from "lucide-react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";

export function DocumentsHeader({
  shared,
  crumbs,
  heading,
  isMobile,
  onOpenFolders,
  onNewFolder,
  onUploadLease,
  onUploadMemorandum,
}: {
  shared: boolean;
  crumbs: { id: string; name: string }[];
  heading: string;
  isMobile: boolean;
  onOpenFolders: () => void;
  onNewFolder: () => void;
  onUploadLease: () => void;
  onUploadMemorandum: () => void;
}) {
  return (
    <div className="mb-5 grid gap-3 md:mb-6">
      <nav aria-label="Breadcrumb" className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <Link
          to={paths.documents()}
          className="flex items-center gap-1 rounded-sm hover:text-foreground pointer-coarse:min-h-10"
        >
          <HomeIcon aria-hidden className="size-3.5" /> Home
        </Link>
        {shared ? (
          <>
            <ChevronRightIcon aria-hidden className="size-3.5" />
            <span className="text-foreground">Shared with me</span>
          </>
        ) : (
          crumbs.map((crumb, i) => (
            <span key={crumb.id} className="flex min-w-0 items-center gap-1">
              <ChevronRightIcon aria-hidden className="size-3.5 shrink-0" />
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="truncate text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <Link to={paths.folder(crumb.id)} className="truncate rounded-sm hover:text-foreground">
                  {crumb.name}
                </Link>
              )}
            </span>
          ))
        )}
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900">{heading}</h1>
          <p className="text-sm text-muted-foreground">
            {shared
              ? "Leases and memoranda other people shared with you."
              : "Upload leases and offering memoranda; we abstract them with citations to the page."}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {isMobile ? (
            <Button variant="outline" onClick={onOpenFolders}>
              <FolderOpenIcon aria-hidden /> Folders
            </Button>
          ) : null}
          {shared ? null : (
            <Button variant="outline" onClick={onNewFolder}>
              <FolderPlusIcon aria-hidden /> <span className="max-sm:sr-only">New Folder</span>
            </Button>
          )}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>
                <UploadIcon aria-hidden /> Upload <ChevronDownIcon aria-hidden className="-mr-1 opacity-80" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={onUploadLease}>
                <FileSignatureIcon aria-hidden /> Lease
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onUploadMemorandum}>
                <BarChart3Icon aria-hidden /> Offering Memorandum
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </div>
  );
}
