import { describe, expect, it } from 'vitest';
import { requestedRole, userUpdate } from './entities';
import { isConsoleRole, roleAllows } from './roles';

describe('console roles (issue 20 item 4)', () => {
  it('ranks viewer < editor < admin; no role reaches nothing', () => {
    expect(roleAllows('admin', 'editor')).toBe(true);
    expect(roleAllows('editor', 'editor')).toBe(true);
    expect(roleAllows('viewer', 'editor')).toBe(false);
    expect(roleAllows('editor', 'admin')).toBe(false);
    expect(roleAllows('viewer', 'viewer')).toBe(true);
    expect(roleAllows(null, 'viewer')).toBe(false);
    expect(isConsoleRole('viewer')).toBe(true);
    expect(isConsoleRole(null)).toBe(false);
  });

  it('reads a user update as a role, SPEC 3 isAdmin included', () => {
    const read = (body: unknown) => userUpdate.parse(body);
    expect(requestedRole(read({ role: 'editor' }), null)).toBe('editor');
    expect(requestedRole(read({ role: null }), 'admin')).toBeNull();
    expect(requestedRole(read({ isAdmin: true }), 'viewer')).toBe('admin');
    expect(requestedRole(read({ isAdmin: false }), 'admin')).toBeNull();
    // Taking admin rights from a non-admin keeps the role they have.
    expect(requestedRole(read({ isAdmin: false }), 'editor')).toBe('editor');
    expect(userUpdate.safeParse({}).error?.issues[0]?.message).toBe('Give the role (or isAdmin)');
    expect(userUpdate.safeParse({ role: 'owner' }).error?.issues[0]?.message).toBe(
      'Role must be admin, editor or viewer',
    );
  });
});
