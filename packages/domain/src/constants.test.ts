import { describe, expect, it } from 'vitest';
import { isRole, roleName } from './constants';

describe('roles', () => {
  it('names role 1 User and role 2 Admin', () => {
    expect(roleName(1)).toBe('User');
    expect(roleName(2)).toBe('Admin');
  });

  it('refuses an unknown role', () => {
    expect(() => roleName(3)).toThrow(RangeError);
    expect(isRole(3)).toBe(false);
    expect(isRole(2)).toBe(true);
  });
});
