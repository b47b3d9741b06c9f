import { ADMIN_MFA_REQUIRED_MESSAGE } from "#shared/contract/profiles.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useProfile } from "#web/features/profiles/api/get-profile.ts";
import { DeleteAccountCard } from "#web/features/profiles/components/delete-account-card.tsx";
import { ChangeEmailForm } from "#web/features/profiles/components/change-email-form.tsx";
import { ChangePasswordForm } from "#web/features/profiles/components/change-password-form.tsx";
import { IdentitiesCard } from "#web/features/profiles/components/identities-card.tsx";
import { PhoneFactorCard } from "#web/features/profiles/components/phone-factor-card.tsx";
import { PersonalDetailsForm } from "#web/features/profiles/components/personal-details-form.tsx";
import { TwoFactorCard } from "#web/features/profiles/components/two-factor-card.tsx";

export function ProfilePage() {
  const profile = useProfile();
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title="Profile" description="Your personal details, sign-in email and password." />
      {profile.data ? (
        <div className="grid gap-6">
          {profile.data.mfaRequired ? (
            <FormAlert>
              <p>{ADMIN_MFA_REQUIRED_MESSAGE}</p>
            </FormAlert>
          ) : null}
          <PersonalDetailsForm profile={profile.data} />
          <ChangeEmailForm profile={profile.data} />
          <ChangePasswordForm />
          <TwoFactorCard />
          <PhoneFactorCard />
          <IdentitiesCard />
          <DeleteAccountCard email={profile.data.email} impersonating={!!profile.data.impersonatedBy} />
        </div>
      ) : (
        <Card>
          <CardHeader>
            <Skeleton className="h-5 w-40" />
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} className="h-9" />
            ))}
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
