import { useQuery } from "@tanstack/react-query";
import { listCompanies } from "#shared/contract/contacts.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** The client company, chosen from the user's companies (a native select: keyboard and phone friendly). */
export function ClientPicker({
  value,
  onChange,
  id,
  ...aria
}: {
  value: string;
  onChange: (id: string) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const companies = useQuery({
    queryKey: ["contacts", "companies", "survey-picker"],
    queryFn: ({ signal }) => apiRequest(listCompanies, { query: { page: 1, pageSize: 100 } as never, signal }),
  });
  return (
    <select
      id={id}
      {...aria}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm md:h-9"
    >
      <option value="">No client company</option>
      {companies.data?.items.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
