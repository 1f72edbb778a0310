/**
 * Users as the wire shows them (docs/decisions/002-wire-contract.md); their bookings use the
 * booking engine's one mapping (bookings/booking-wire.ts).
 * The password hash never leaves this file: the wire shapes have no field for it.
 */
import type { users } from '../../db/schema.js';

type UserRow = typeof users.$inferSelect;

const ROLE_NAMES = { 1: 'User', 2: 'Admin' } as const;

export function userToWire(user: UserRow) {
  const roleId = user.role === 2 ? 2 : 1;
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    gender: user.gender as 'Masculino' | 'Femenino' | 'Non Binary',
    streetAddress: user.streetAddress,
    city: user.city,
    zipCode: user.zipCode,
    picture: user.picture,
    role: { id: roleId, Name: ROLE_NAMES[roleId] },
  } as const;
}
