import { PageHeader } from '../components/page-header';
import { useAdminContext } from '../lib/use-admin-api';
import { ChangePasswordCard } from './change-password-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * /admin/security (issue 9 item 4): the signed-in admin's own account: change the password (other
 * sessions end) and two-factor sign-in with an authenticator app (set up with a QR code, recovery
 * codes, turn off). With ADMIN_REQUIRE_2FA the console sends admins here until it is on.
 */
export function SecurityPage() {
  const { adminUser } = useAdminContext();
  return (
    <>
      <PageHeader
        eyebrow="Account"
        title="Security"
        description={`Your password and two-factor sign-in, ${adminUser.username}.`}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <TwoFactorCard />
        <ChangePasswordCard />
      </div>
    </>
  );
}
