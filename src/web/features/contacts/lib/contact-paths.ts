import { paths } from "#web/app/paths.ts";

// Contacts pages beyond the spec's route list: the tag and custom-field management pages.
export const contactPaths = {
  list: (tab?: "people" | "companies", view?: "duplicates") => {
    const search = new URLSearchParams();
    if (tab && tab !== "people") search.set("tab", tab);
    if (view) search.set("view", view);
    const text = search.toString();
    return text ? `${paths.contacts()}?${text}` : paths.contacts();
  },
  person: paths.person,
  company: paths.company,
  tags: () => "/contacts/tags",
  customFields: (entityType?: string) =>
    entityType ? `/contacts/custom-fields?type=${entityType}` : "/contacts/custom-fields",
  import: (entityType?: "people" | "companies") =>
    entityType === "companies" ? `${paths.import()}?type=companies` : paths.import(),
};
