// Our own checklists, copied to each user once (they edit or delete their copies freely). Offsets follow the
// trade's usual lead times (../shared/domain/cre-workflows.md): business days for working steps, calendar
// days counted back from the key date for notice windows.
import type { ChecklistInput } from "#shared/contract/checklists.ts";

type Item = ChecklistInput["items"][number];
const after = (
  title: string,
  days: number,
  unit: "business" | "calendar" = "business",
  subtasks: string[] = [],
): Item => ({
  title,
  offsetDays: days,
  offsetUnit: unit,
  anchor: "applied",
  subtasks: subtasks.map((t) => ({ title: t, offsetDays: days, offsetUnit: unit, anchor: "applied" })),
});
const before = (title: string, days: number, unit: "business" | "calendar" = "calendar"): Item => ({
  title,
  offsetDays: days,
  offsetUnit: unit,
  anchor: "key_date",
  subtasks: [],
});

export const builtinChecklists: { key: string; template: ChecklistInput }[] = [
  {
    key: "tenant-rep-engagement",
    template: {
      name: "Tenant-rep engagement",
      description: "From the signed representation agreement to a shortlist with comparable proposals.",
      keyDateLabel: "Lease expiration",
      items: [
        after("Sign the tenant representation agreement", 2),
        after("Kick-off meeting: requirements", 5, "business", [
          "Headcount and growth plan",
          "Budget and target rent",
          "Preferred submarkets and building class",
        ]),
        after("Run the market survey", 10),
        after("Tour shortlisted buildings", 15),
        after("Send RFPs to the shortlist", 20),
        after("Compare proposals side by side (total occupancy cost)", 30),
        before("Decide on the renewal option", 365),
        before("Deliver renewal or termination notice to the landlord", 270),
      ],
    },
  },
  {
    key: "lease-execution",
    template: {
      name: "Lease execution",
      description: "From the agreed LOI to an executed, abstracted lease and the commission invoice.",
      keyDateLabel: "Commencement date",
      items: [
        after("Check the lease draft against the LOI", 1),
        after("Legal review of the draft", 5, "business", [
          "Rent schedule and escalations",
          "TI allowance and work letter",
          "Renewal, termination and expansion options",
        ]),
        after("Negotiate redlines", 10),
        after("Collect signatures", 15),
        before("Certificate of insurance delivered", 10, "business"),
        before("Security deposit or letter of credit delivered", 5, "business"),
        after("Abstract the executed lease and calendar its critical dates", 20),
        after("Invoice the commission", 25),
      ],
    },
  },
  {
    key: "sale-closing",
    template: {
      name: "Sale closing",
      description: "From the signed purchase agreement to closing and commission disbursement.",
      keyDateLabel: "Closing date",
      items: [
        after("Open escrow and confirm the earnest money deposit", 3),
        after("Deliver due-diligence materials", 5, "business", [
          "Rent roll and leases",
          "Operating statements (T-12)",
          "Service contracts",
        ]),
        after("Order tenant estoppel certificates", 7),
        after("Review title commitment and survey", 15, "calendar"),
        after("Due-diligence period ends", 30, "calendar"),
        before("Lender approval", 10, "business"),
        before("Final walkthrough", 1, "business"),
        before("Closing and commission disbursement", 0),
      ],
    },
  },
];
