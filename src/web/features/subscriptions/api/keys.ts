// Query keys without the contract (zod) import, for modules in the entry chunk.
export const subscriptionQueryKey = ["subscription"] as const;
