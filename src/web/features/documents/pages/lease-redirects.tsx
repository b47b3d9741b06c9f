import { Navigate, useLocation, useParams } from "react-router";
import { paths } from "#web/app/paths.ts";

/** /leases → /documents (§2.2). */
export function LeasesRedirect() {
  return <Navigate to={paths.documents()} replace />;
}

/** /leases/{id} → /lease/{id}, keeping an invitation token in the query or hash. */
export function LeaseAliasRedirect() {
  const { id = "" } = useParams();
  const location = useLocation();
  return <Navigate to={`${paths.lease(id)}${location.search}${location.hash}`} replace />;
}
