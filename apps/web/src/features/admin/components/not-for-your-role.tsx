import { buttonVariants } from '@forma/ui';
import { ROLE_LABELS } from '@forma/validators/roles';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { ErrorPage } from '../../shell/error-page';
import { RoleRequiredError } from '../lib/role-required-error';

/**
 * The page of a console screen the signed-in role may not open (issue 44 item 3), inside the
 * console: which role it needs, which one you have, whom to ask, and the way back to the
 * dashboard. Any other error falls back to the generic error page.
 */
export function NotForYourRole(props: ErrorComponentProps) {
  const { error } = props;
  if (!(error instanceof RoleRequiredError)) return <ErrorPage {...props} />;
  const yours = error.role ? ROLE_LABELS[error.role] : 'none';
  return (
    <section
      role="alert"
      aria-labelledby="not-for-your-role"
      className="mx-auto mt-10 max-w-lg rounded-3xl border border-white/10 bg-white/[0.03] p-8 text-center"
    >
      <ShieldAlert className="mx-auto size-8 text-amber-300" aria-hidden />
      <h1 id="not-for-your-role" className="mt-4 text-2xl font-semibold tracking-tight">
        This screen is for {ROLE_LABELS[error.needed].toLowerCase()}s
      </h1>
      <p className="mt-3 text-white/65">
        Your role ({yours}) cannot open it. Ask an admin of your team if you need it.
      </p>
      <Link to="/admin" className={buttonVariants({ className: 'mt-6' })}>
        Back to the dashboard
      </Link>
    </section>
  );
}
