import type { PublicUser } from '@forma/validators';

/** A user row reduced to what clients may see: never the password or its hash. */
export function toPublicUser(user: PublicUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    isAdmin: user.isAdmin,
    role: user.role,
    createdAt: user.createdAt,
  };
}
