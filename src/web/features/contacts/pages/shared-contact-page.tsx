import { Building2Icon, DownloadIcon, LinkIcon, MailIcon, PhoneIcon } from "lucide-react";
import { useParams } from "react-router";
import { isShareToken } from "#shared/contract/contacts-share.ts";
import { BrandMark, BrandName } from "#web/app/shell/brand.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { sharedContactVcardUrl, useSharedContact } from "#web/features/contacts/api/get-shared-contact.ts";
import { initials } from "#web/features/contacts/lib/format.ts";
import { isApiError } from "#web/lib/api-client.ts";

/** Public page /share/contact/{token}: the sharer's card and a vCard download; open to signed-out visitors. */
export function SharedContactPage() {
  const { token = "" } = useParams();
  const valid = isShareToken(token);
  const contact = useSharedContact(token, valid);

  return (
    <div className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-10">
      <div className="mb-8 flex items-center gap-2">
        <BrandMark className="size-8" />
        <BrandName />
      </div>
      <Card className="w-full max-w-sm overflow-hidden shadow-lg">
        {!valid ||
        (contact.isError &&
          isApiError(contact.error) &&
          (contact.error.status === 404 || contact.error.status === 400)) ? (
          <State
            icon={<LinkIcon aria-hidden className="size-6" />}
            title="Invalid contact link"
            text="This contact link is not valid. Ask the person who shared it to send it again."
          />
        ) : contact.isError ? (
          <State
            icon={<LinkIcon aria-hidden className="size-6" />}
            title="Could not load this contact"
            text="Please try again in a moment."
          />
        ) : contact.isPending ? (
          <div className="grid justify-items-center gap-3 p-8">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="mt-4 h-20 w-full" />
          </div>
        ) : (
          <>
            <div className="grid justify-items-center gap-2 bg-primary px-6 pt-8 pb-6 text-center text-primary-foreground">
              <div
                aria-hidden
                className="flex size-20 items-center justify-center rounded-full bg-white/15 text-2xl font-semibold"
              >
                {initials(`${contact.data.firstName} ${contact.data.lastName}`)}
              </div>
              <h1 className="text-xl font-semibold">{`${contact.data.firstName} ${contact.data.lastName}`.trim()}</h1>
              {contact.data.position ? (
                <p className="text-sm text-primary-foreground/85">{contact.data.position}</p>
              ) : null}
            </div>
            <ul className="grid gap-1 p-4 text-sm">
              {contact.data.company ? (
                <Row icon={<Building2Icon aria-hidden className="size-4" />} label="Company">
                  {contact.data.company}
                </Row>
              ) : null}
              {contact.data.phone ? (
                <Row icon={<PhoneIcon aria-hidden className="size-4" />} label="Phone">
                  <a href={`tel:${contact.data.phone}`} className="text-primary hover:underline">
                    {contact.data.phone}
                  </a>
                </Row>
              ) : null}
              {contact.data.email ? (
                <Row icon={<MailIcon aria-hidden className="size-4" />} label="Email">
                  <a href={`mailto:${contact.data.email}`} className="touch-hit break-all text-primary hover:underline">
                    {contact.data.email}
                  </a>
                </Row>
              ) : null}
            </ul>
            <div className="border-t p-4">
              <Button asChild className="w-full" size="lg">
                <a href={sharedContactVcardUrl(token)} download>
                  <DownloadIcon aria-hidden /> Save contact
                </a>
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

function Row({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-lg px-2 py-2">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <span className="grid">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="font-medium">{children}</span>
      </span>
    </li>
  );
}

function State({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-3 p-8 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-destructive">{icon}</div>
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
