/**
 * Users as the wire shows them (docs/decisions/002-wire-contract.md); their bookings use the
 * booking engine's one mapping (bookings/booking-wire.ts).
 * The password hash never leaves this file: the wire shapes have no field for it.
 */
import { idToWire, ROLE_ADMIN, ROLE_USER, roleName, type Gender } from '@staylane/domain';
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

export function userToWire(user: UserRow) {
  const roleId = user.role === ROLE_ADMIN ? ROLE_ADMIN : ROLE_USER;
  return {
    id: idToWire(user.id),
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    gender: user.gender as Gender,
    streetAddress: user.streetAddress,
    city: user.city,
    zipCode: user.zipCode,
    picture: user.picture,
    role: { id: roleId, Name: roleName(roleId) },
  } as const;
}
