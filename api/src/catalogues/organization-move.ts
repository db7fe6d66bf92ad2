import type { CatalogueArea } from '@permit/shared-contracts';
import type { Db } from '../db/db';
import { kysely } from '../db/kysely';

/** A section or a work shift in use cannot change organization: what the refused save says. */
export const MOVED_IN_USE = 'Запись используется наряд-допусками или пользователями своей организации: перенести её в другую организацию нельзя';

/**
 * Whether a row of an organization's own catalogue (sections, work shifts) is used by a permit or a user. Their
 * organization is the row's, so moving the row to another organization would leave them pointing across: the
 * permit could not be saved again, and the user would belong to a section of another organization.
 */
export async function usedByOwnOrganization(db: Db, area: CatalogueArea, id: number): Promise<boolean> {
  const q = kysely(db);
  if (area === 'sections') {
    const permit = await q.selectFrom('nd').select('id').where('sectionId', '=', id).limit(1).executeTakeFirst();
    if (permit) return true;
    const user = await q.selectFrom('appUser').select('id').where('sectionId', '=', id).limit(1).executeTakeFirst();
    return user !== undefined;
  }
  if (area === 'workshifts') {
    const permit = await q.selectFrom('nd').select('id').where('workshiftId', '=', id).limit(1).executeTakeFirst();
    return permit !== undefined;
  }
  return false;
}
