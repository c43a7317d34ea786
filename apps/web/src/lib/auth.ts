import type { PublicUser } from '@forma/validators';
import { clearUnsavedWork } from './unsaved-work';
import { toast } from '@forma/ui';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';
import { clearAuthState, setAuthenticated } from './auth-state';

/**
 * The signed-in user as the REST API returns it (dates are ISO strings over JSON).
 * `twoFactorSetupRequired`: an admin who must set up two-factor sign-in first (ADMIN_REQUIRE_2FA).
 */
export type CurrentUser = Omit<PublicUser, 'createdAt'> & {
  createdAt: string;
  twoFactorSetupRequired?: true;
};

/** POST /api/login's answer when the password was right and an authentication code is next. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

/** True when a login answer asks for the authentication code step. */
export function isTwoFactorChallenge(
  result: CurrentUser | TwoFactorChallenge,
): result is TwoFactorChallenge {
  return 'twoFactorRequired' in result && result.twoFactorRequired === true;
}

export const USER_QUERY_KEY = ['/api/user'] as const;

/** Who is signed in, 200 with null for a visitor (apps/api rest/public-routes.ts). */
const SESSION_USER_PATH = '/api/session/user';

/** Query options of the current user (SPEC 9: fresh 5 min, 1 retry, no refetch on focus). */
export const userQueryOptions = {
  queryKey: USER_QUERY_KEY,
  // `GET /api/session/user` answers 200 with null for a visitor (issue 38): no failed request in
  // a visitor's console, as `GET /api/user`'s 401 would be.
  queryFn: async (): Promise<CurrentUser | null> => {
    const user = (await (await apiRequest('GET', SESSION_USER_PATH)).json()) as CurrentUser | null;
    if (user) setAuthenticated(true);
    return user ?? null;
  },
  staleTime: 5 * 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/** Refetches the current user (admin guard, header mount, route change). */
export async function refreshUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
}

function messageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage;
  return undefined;
}

/**
 * Auth state and actions of SPEC 4 and 8: `user`, `isLoading`, and login/register/logout
 * mutations that show the spec's toasts. Login failure clears the cached auth state.
 */
export function useAuth() {
  const queryClient = useQueryClient();
  const userQuery = useQuery(userQueryOptions);

  const signedIn = (user: CurrentUser) => {
    setAuthenticated(true);
    queryClient.setQueryData(USER_QUERY_KEY, user);
    toast({ title: 'Login successful', description: `Welcome back, ${user.username}!` });
  };

  const loginMutation = useMutation({
    mutationFn: async (credentials: { username: string; password: string }) =>
      (await (await apiRequest('POST', '/api/login', credentials)).json()) as
        CurrentUser | TwoFactorChallenge,
    onSuccess: (result) => {
      // With two-factor sign-in the user is signed in only after the code step.
      if (!isTwoFactorChallenge(result)) signedIn(result);
    },
    onError: (error) => {
      clearAuthState();
      toast({
        title: 'Login failed',
        description: messageOf(error) ?? 'Invalid username or password',
        variant: 'destructive',
      });
    },
  });

  /** The sign-in's second step: a code from the authenticator app or a recovery code. */
  const twoFactorMutation = useMutation({
    mutationFn: async (input: { code: string }) =>
      (await (await apiRequest('POST', '/api/login/2fa', input)).json()) as CurrentUser,
    onSuccess: signedIn,
    onError: (error) => {
      // A wrong code is shown under the field; anything else as the spec's login failure toast.
      if (error instanceof ApiError && error.status === 400) return;
      clearAuthState();
      toast({
        title: 'Login failed',
        description: messageOf(error) ?? 'Invalid username or password',
        variant: 'destructive',
      });
    },
  });

  const registerMutation = useMutation({
    mutationFn: async (credentials: { username: string; password: string }) =>
      (await (await apiRequest('POST', '/api/register', credentials)).json()) as CurrentUser,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Registration successful', description: `Welcome, ${user.username}!` });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: messageOf(error) ?? 'Could not create account',
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useLogout();

  return {
    user: userQuery.data ?? null,
    isLoading: userQuery.isLoading,
    error: userQuery.error,
    loginMutation,
    twoFactorMutation,
    registerMutation,
    logoutMutation,
  };
}

/**
 * Logout (SPEC 4): `POST /api/logout`, then the auth state and the user cleared, and after
 * 100 ms every other query reset; a toast either way. The mutation, for a Logout button.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'You have been successfully logged out' });
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      // SPEC 4: clear auth first, then the user, then after 100 ms reset and invalidate queries.
      clearAuthState();
      // Work kept in the browser belongs to the one who typed it (issue 41 item 2).
      clearUnsavedWork();
      queryClient.setQueryData(USER_QUERY_KEY, null);
      setTimeout(() => {
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
        void queryClient.invalidateQueries();
      }, 100);
    },
  });
}
