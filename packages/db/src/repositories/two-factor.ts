import type { DB } from '../client';

/**
 * A user's TOTP state (server-side only: never sent to a client except during enrolment). The
 * secrets are stored as the caller hands them: packages/api encrypts them (`v1:...`, see
 * totp-encryption.ts) before they get here.
 */
export interface TwoFactorState {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
  lastStep: number | null;
}

/** The TOTP state of a user, or undefined when they never started enrolment. */
export async function findTwoFactor(db: DB, userId: number): Promise<TwoFactorState | undefined> {
  const row = await db
    .selectFrom('userTwoFactor')
    .select(['secret', 'pendingSecret', 'enabledAt', 'lastStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) };
}

/** True when the user signs in with a TOTP code after the password. */
export async function isTwoFactorEnabled(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('userTwoFactor')
    .select('userId')
    .where('userId', '=', userId)
    .where('secret', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a secret shown for enrolment (replacing an earlier unconfirmed one). */
export async function setPendingTwoFactorSecret(
  db: DB,
  userId: number,
  secret: string,
): Promise<void> {
  await db
    .insertInto('userTwoFactor')
    .values({ userId, pendingSecret: secret })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ pendingSecret: secret, updatedAt: new Date() }),
    )
    .execute();
}

/**
 * Turns two-factor sign-in on with the confirmed pending secret, records `step` as used and
 * replaces the recovery codes with `codeHashes`, in one transaction.
 */
export async function enableTwoFactor(
  db: DB,
  userId: number,
  secret: string,
  step: number,
  codeHashes: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('userTwoFactor')
      .set({
        secret,
        pendingSecret: null,
        enabledAt: new Date(),
        lastStep: step,
        updatedAt: new Date(),
      })
      .where('userId', '=', userId)
      .execute();
    await trx.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
    if (codeHashes.length > 0)
      await trx
        .insertInto('twoFactorRecoveryCodes')
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
        .execute();
  });
}

/** Turns two-factor sign-in off: removes the secret and every recovery code. */
export async function disableTwoFactor(db: DB, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
    await trx.deleteFrom('userTwoFactor').where('userId', '=', userId).execute();
  });
}

/**
 * Records TOTP time step `step` as used, only when it is later than the last one used (a code is
 * accepted once). Returns false for a replayed or older step.
 */
export async function claimTwoFactorStep(db: DB, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .updateTable('userTwoFactor')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', String(step) as never)]))
    .returning('userId')
    .execute();
  return rows.length > 0;
}

/** The unused recovery codes of a user (id and argon2id hash). */
export async function unusedRecoveryCodes(
  db: DB,
  userId: number,
): Promise<{ id: number; codeHash: string }[]> {
  return db
    .selectFrom('twoFactorRecoveryCodes')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks a recovery code used; false when it was used already (a concurrent sign-in). */
export async function useRecoveryCode(db: DB, id: number): Promise<boolean> {
  const rows = await db
    .updateTable('twoFactorRecoveryCodes')
    .set({ usedAt: new Date() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** The stored TOTP secrets of one user, as `listTwoFactorSecrets` returns them. */
export interface StoredTwoFactorSecrets {
  userId: number;
  secret: string | null;
  pendingSecret: string | null;
}

/** Every user's stored TOTP secrets (rows with at least one), by user id: the start-up pass. */
export async function listTwoFactorSecrets(db: DB): Promise<StoredTwoFactorSecrets[]> {
  return db
    .selectFrom('userTwoFactor')
    .select(['userId', 'secret', 'pendingSecret'])
    .where((eb) => eb.or([eb('secret', 'is not', null), eb('pendingSecret', 'is not', null)]))
    .orderBy('userId')
    .execute();
}

/**
 * Replaces the stored secrets of `from.userId` with `to`, only while they still equal `from`
 * (compare-and-set: another instance's pass or a concurrent enrolment wins). Returns whether
 * the row was updated.
 */
export async function replaceTwoFactorSecrets(
  db: DB,
  from: StoredTwoFactorSecrets,
  to: { secret: string | null; pendingSecret: string | null },
): Promise<boolean> {
  const rows = await db
    .updateTable('userTwoFactor')
    .set({ secret: to.secret, pendingSecret: to.pendingSecret, updatedAt: new Date() })
    .where('userId', '=', from.userId)
    .where((eb) =>
      eb.and([
        from.secret === null ? eb('secret', 'is', null) : eb('secret', '=', from.secret),
        from.pendingSecret === null
          ? eb('pendingSecret', 'is', null)
          : eb('pendingSecret', '=', from.pendingSecret),
      ]),
    )
    .returning('userId')
    .execute();
  return rows.length > 0;
}
