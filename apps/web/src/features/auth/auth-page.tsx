import { Tabs, TabsContent, TabsList, TabsTrigger } from '@forma/ui';
import { Link, Navigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useAuth, useLogout } from '../../lib/auth';
import { BrandLogo } from '../shell/brand-mark';
import { AuthBrandPanel } from './brand-panel';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** SPEC 4 "Auth tab": login or register. */
export type AuthTab = 'login' | 'register';

/**
 * The /auth screen (SPEC 2, 8): brand panel + Login/Register tabs. A visitor who is already
 * signed in is sent to /, unless they just submitted a form here (the form then redirects), or
 * the console sent them here for having no role (`noAccess`, issue 44 item 1): they are told
 * so, whom to ask, and may sign in with another account.
 */
export function AuthPage({ noAccess = false }: { noAccess?: boolean } = {}) {
  const { user } = useAuth();
  const [tab, setTab] = useState<AuthTab>('login');
  const [submitted, setSubmitted] = useState(false);

  if (user && !submitted && !noAccess) return <Navigate to="/" replace />;

  return (
    <div className="grid min-h-dvh bg-ink lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <AuthBrandPanel />
      <main className="relative isolate flex flex-col px-5 py-8 sm:px-10 lg:px-16">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,rgba(139,92,246,0.18),transparent_70%)] lg:hidden"
        />
        <div className="flex items-center justify-between">
          <Link
            to="/"
            className="inline-flex items-center gap-3 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-violet-400 lg:hidden"
          >
            <BrandLogo />
            <span className="text-lg font-semibold tracking-tight">Forma</span>
          </Link>
          <Link
            to="/"
            className="ml-auto inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm text-white/65 transition-colors outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to site
          </Link>
        </div>

        <div className="mx-auto my-auto w-full max-w-[420px] py-12">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </h1>
          <p className="mt-3 text-white/60">
            {tab === 'login'
              ? 'Sign in to manage your Forma experience.'
              : 'Join the network connecting startups with world-class designers.'}
          </p>

          {user && noAccess && !submitted ? <NoConsoleAccess username={user.username} /> : null}

          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="mt-8">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <div className="mt-6 rounded-2xl border border-white/10 bg-white/[0.03] p-6 shadow-[0_30px_80px_-40px_rgba(139,92,246,0.5)] backdrop-blur-xl sm:p-8">
              <TabsContent value="login" className="mt-0">
                <LoginForm onRedirecting={() => setSubmitted(true)} />
              </TabsContent>
              <TabsContent value="register" className="mt-0">
                <RegisterForm onRedirecting={() => setSubmitted(true)} />
              </TabsContent>
            </div>
          </Tabs>
        </div>
      </main>
    </div>
  );
}

/**
 * Why the console sent a signed-in account back here (issue 44 item 1): it has no console role
 * yet; an admin of the team gives one (Users) or sends an invitation. Offers to sign out, to
 * sign in with another account below.
 */
function NoConsoleAccess({ username }: { username: string }) {
  const logoutMutation = useLogout();
  return (
    <div
      role="alert"
      className="mt-6 rounded-2xl border border-amber-400/30 bg-amber-500/10 p-5 text-sm text-amber-50"
    >
      <p className="font-semibold">Your account has no access to the console yet</p>
      <p className="mt-2 text-amber-50/80">
        You are signed in as <strong>{username}</strong>, which has no console role. Ask an admin of
        your team to give you one on the Users screen, or to send you an invitation.
      </p>
      <button
        type="button"
        className="mt-3 rounded-full text-amber-200 underline underline-offset-4 outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-violet-400"
        disabled={logoutMutation.isPending}
        onClick={() => logoutMutation.mutate()}
      >
        Sign out to use another account
      </button>
    </div>
  );
}
