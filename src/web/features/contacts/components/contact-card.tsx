import { MailIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import type { CompanyListItem, PersonListItem } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { ListCard } from "#web/components/ui/card-list.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { TagChips } from "#web/features/contacts/components/tag-chips.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { fullName } from "#web/features/contacts/lib/format.ts";

/** A person or company as a card on a phone: select box, name, position/company or website, contact links, tags. */
export function ContactCard({
  entityType,
  item,
  selected,
  onToggle,
}: {
  entityType: ContactEntityType;
  item: PersonListItem | CompanyListItem;
  selected: boolean;
  onToggle: (on: boolean) => void;
}) {
  const person = entityType === "people" ? (item as PersonListItem) : null;
  const company = entityType === "companies" ? (item as CompanyListItem) : null;
  const title = person ? fullName(person) : (company?.name ?? "");
  const href = person ? contactPaths.person(item.id) : contactPaths.company(item.id);
  const sub = person ? [person.position, person.company?.name].filter(Boolean).join(" · ") : company?.website;
  const email = person?.email;
  const phone = person ? person.phone : company?.phone;
  return (
    <ListCard
      leading={
        <Checkbox
          className="mt-1"
          checked={selected}
          onCheckedChange={(v) => onToggle(v === true)}
          aria-label={`Select ${title}`}
        />
      }
      title={
        <Link to={href} className="hover:text-primary">
          {title}
        </Link>
      }
    >
      {sub ? <p className="truncate">{sub}</p> : null}
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {email ? (
          <a href={`mailto:${email}`} className="touch-hit inline-flex max-w-full min-w-0 items-center gap-1">
            <MailIcon aria-hidden className="size-3 shrink-0" /> <span className="truncate">{email}</span>
          </a>
        ) : null}
        {phone ? (
          <a href={`tel:${phone}`} className="inline-flex items-center gap-1">
            <PhoneIcon aria-hidden className="size-3" /> {phone}
          </a>
        ) : null}
        {company ? <span>{company.peopleCount} people</span> : null}
      </div>
      {item.tags.length ? <TagChips tags={item.tags} /> : null}
    </ListCard>
  );
}
