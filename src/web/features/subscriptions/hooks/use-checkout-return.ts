import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { billingQueryKey } from "#web/features/subscriptions/api/billing.ts";
import { subscriptionQueryKey } from "#web/features/subscriptions/api/keys.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * Back from Stripe Checkout (?checkout=success|cancelled): say so, and re-read the plan a few times while
 * Stripe's webhook reaches the server (the realtime event usually refreshes it first).
 */
export function useCheckoutReturn(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outcome = params.get("checkout");
  useEffect(() => {
    if (outcome !== "success" && outcome !== "cancelled") return;
    void navigate("/settings", { replace: true });
    if (outcome === "cancelled") {
      toast({ title: "Checkout cancelled", description: "Nothing was charged." });
      return;
    }
    toast({ title: "Payment received", description: "Thank you! Your plan is being activated." });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      void queryClient.invalidateQueries({ queryKey: billingQueryKey });
    };
    const timers = [0, 1500, 4000, 8000].map((ms) => setTimeout(refresh, ms));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [outcome, navigate, queryClient]);
}
