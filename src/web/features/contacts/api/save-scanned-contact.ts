import { useMutation, useQueryClient } from "@tanstack/react-query";
import { findPersonByEmail } from "#shared/contract/contacts.ts";
import { type ScannerSave, saveScannedContact } from "#shared/contract/contacts-scanner.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useSaveScannedContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScannerSave) => apiRequest(saveScannedContact, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.people });
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
    },
  });
}

/** Before saving a scan: an existing person with the same e-mail is offered for update. */
export async function fetchPersonByEmail(email: string) {
  const { person } = await apiRequest(findPersonByEmail, { query: { email } });
  return person;
}
