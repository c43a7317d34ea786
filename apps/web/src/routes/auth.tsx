import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/auth-page';

/** /auth: login and register (SPEC 2); also where the admin guard sends unauthorised visitors. */
export const Route = createFileRoute('/auth')({
  component: AuthPage,
});
