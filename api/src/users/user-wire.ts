import type { RoleName, User } from '@permit/shared-contracts';

/** A user as the API keeps it (camelCase rows from users-repository.ts), with the places and roles it has. */
export interface UserItem {
  id: number;
  family: string;
  name: string;
  surname: string;
  email: string;
  username: string;
  phone: string;
  profession: string;
  qualification: string;
  organization: { id: number; name: string } | null;
  section: { id: number; section: string } | null;
  roles: { id: number; name: RoleName }[];
}

/**
 * The contract's userSchema. Today the wire and the domain agree name for name; the copy is explicit so a
 * wire name the spec fixes (or a new domain field that must not leak, like the password hash) is decided here.
 */
export const toUserWire = (u: UserItem): User => ({
  id: u.id,
  family: u.family,
  name: u.name,
  surname: u.surname,
  email: u.email,
  username: u.username,
  phone: u.phone,
  profession: u.profession,
  qualification: u.qualification,
  organization: u.organization,
  section: u.section,
  roles: u.roles,
});
