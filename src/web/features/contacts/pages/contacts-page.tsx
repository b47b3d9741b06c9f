import {
  ArrowLeftIcon,
  Building2Icon,
  CopyCheckIcon,
  DownloadIcon,
  EllipsisVerticalIcon,
  SlidersHorizontalIcon,
  TagsIcon,
  UploadIcon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";
import { ScanLineIcon, Share2Icon } from "lucide-react";
import { useState } from "react";
import { MobileFeatureDialog } from "#web/app/shell/mobile-feature-dialog.tsx";
import { Link, useSearchParams } from "react-router";
import { exportCompaniesPath, exportPeoplePath } from "#shared/contract/contacts.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { AddCompanySheet } from "#web/features/contacts/components/add-company-sheet.tsx";
import { AddPersonSheet } from "#web/features/contacts/components/add-person-sheet.tsx";
import { ShareContactDrawer } from "#web/features/contacts/components/share-contact-drawer.tsx";
import { BusinessCardScanner } from "#web/features/contacts/components/business-card-scanner.tsx";
import { ContactsList } from "#web/features/contacts/components/contacts-list.tsx";
import { DuplicatesView } from "#web/features/contacts/components/duplicates-view.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { patchParams } from "#web/lib/use-list-params.ts";

/** The export takes the list's filters from the address, as the list does. */
function exportHref(base: string, params: URLSearchParams): string {
  const search = new URLSearchParams();
  for (const key of ["q", "sort", "tagId"]) {
    const value = params.get(key);
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

export function ContactsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "companies" ? "companies" : "people";
  const duplicates = params.get("view") === "duplicates";
  const [adding, setAdding] = useState<"person" | "company" | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanningPhoto, setScanningPhoto] = useState(false);
  const [sharing, setSharing] = useState(false);
  const isMobile = useIsMobile();

  // The other tab is another list: its search, sort, tag and page start afresh.
  const setTab = (next: string) =>
    setParams(
      (p) => patchParams(p, { tab: next, q: null, sort: null, tagId: null }, { tab: "people", sort: "", tagId: "" }),
      { replace: true },
    );
  const addButton =
    tab === "people" ? (
      <Button onClick={() => setAdding("person")}>
        <UserPlusIcon aria-hidden /> Add Person
      </Button>
    ) : (
      <Button onClick={() => setAdding("company")}>
        <Building2Icon aria-hidden /> Add Company
      </Button>
    );

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={duplicates ? "Possible duplicates" : "Contacts"}
        description={
          duplicates
            ? "Records that look like the same person or company. Merge them to keep one."
            : "The people and companies you work with."
        }
        actions={
          duplicates ? (
            <Button variant="outline" asChild>
              <Link to={contactPaths.list(tab)}>
                <ArrowLeftIcon aria-hidden /> Back to contacts
              </Link>
            </Button>
          ) : (
            <>
              {/* Phones scan from the top bar's 'Scan Business Card'. */}
              {isMobile ? null : (
                <Button variant="outline" onClick={() => setScanning(true)}>
                  <ScanLineIcon aria-hidden /> Scan card
                </Button>
              )}
              {addButton}
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="icon" aria-label="More actions">
                    <EllipsisVerticalIcon aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem asChild>
                    <Link to={contactPaths.import(tab)}>
                      <UploadIcon aria-hidden /> Import {tab === "people" ? "people" : "companies"}
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <a href={exportHref(tab === "people" ? exportPeoplePath : exportCompaniesPath, params)} download>
                      <DownloadIcon aria-hidden /> Export CSV
                    </a>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link to={contactPaths.list(tab, "duplicates")}>
                      <CopyCheckIcon aria-hidden /> Possible duplicates
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem onSelect={() => setSharing(true)}>
                    <Share2Icon aria-hidden /> Share my contact
                  </DropdownMenuItem>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to={contactPaths.tags()}>
                      <TagsIcon aria-hidden /> Manage Tags
                    </Link>
                  </DropdownMenuItem>
                  <DropdownMenuItem asChild>
                    <Link to={contactPaths.customFields(tab)}>
                      <SlidersHorizontalIcon aria-hidden /> Custom Fields
                    </Link>
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          )
        }
      />
      <Tabs value={tab} onValueChange={setTab} className="grid grid-cols-1 gap-4">
        <TabsList className="justify-self-start">
          <TabsTrigger value="people">
            <UsersIcon aria-hidden /> People
          </TabsTrigger>
          <TabsTrigger value="companies">
            <Building2Icon aria-hidden /> Companies
          </TabsTrigger>
        </TabsList>
        <TabsContent value="people">
          {duplicates ? (
            <DuplicatesView entityType="people" />
          ) : (
            <ContactsList
              entityType="people"
              emptyAction={
                <Button onClick={() => setAdding("person")}>
                  <UserPlusIcon aria-hidden /> Add Person
                </Button>
              }
            />
          )}
        </TabsContent>
        <TabsContent value="companies">
          {duplicates ? (
            <DuplicatesView entityType="companies" />
          ) : (
            <ContactsList
              entityType="companies"
              emptyAction={
                <Button onClick={() => setAdding("company")}>
                  <Building2Icon aria-hidden /> Add Company
                </Button>
              }
            />
          )}
        </TabsContent>
      </Tabs>
      <AddPersonSheet open={adding === "person"} onOpenChange={(o) => setAdding(o ? "person" : null)} />
      <AddCompanySheet open={adding === "company"} onOpenChange={(o) => setAdding(o ? "company" : null)} />
      {/* The scanner is a phone feature (§2.5): desktops get the 'Mobile Feature' dialog instead. */}
      {isMobile ? null : (
        <>
          <MobileFeatureDialog
            open={scanning}
            onOpenChange={setScanning}
            onChoosePhoto={() => setScanningPhoto(true)}
          />
          <BusinessCardScanner open={scanningPhoto} onOpenChange={setScanningPhoto} photoOnly />
        </>
      )}
      <ShareContactDrawer open={sharing} onOpenChange={setSharing} />
    </PageContainer>
  );
}
