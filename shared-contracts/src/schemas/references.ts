import { z } from 'zod';
import { idSchema } from './common';

/** Small "detail" objects the API embeds where an entity points at another. */
export const organizationRefSchema = z.object({ id: idSchema, name: z.string() });
export const sectionRefSchema = z.object({ id: idSchema, section: z.string() });
export const placeRefSchema = z.object({ id: idSchema, place: z.string() });
export const regionRefSchema = z.object({ id: idSchema, region: z.string() });
export const typeNdRefSchema = z.object({ id: idSchema, type: z.string() });
export const dangerousFactorRefSchema = z.object({ id: idSchema, factor: z.string() });
export const workshiftRefSchema = z.object({
  id: idSchema,
  time_start: z.string(),
  time_end: z.string(),
});

/** A person as shown inside a permit or a list. */
export const userRefSchema = z.object({
  id: idSchema,
  family: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  profession: z.string(),
});

export type OrganizationRef = z.infer<typeof organizationRefSchema>;
export type SectionRef = z.infer<typeof sectionRefSchema>;
export type PlaceRef = z.infer<typeof placeRefSchema>;
export type RegionRef = z.infer<typeof regionRefSchema>;
export type TypeNdRef = z.infer<typeof typeNdRefSchema>;
export type UserRef = z.infer<typeof userRefSchema>;

export function fullName(u: Pick<UserRef, 'family' | 'name' | 'surname'>): string {
  return [u.family, u.name, u.surname].filter(Boolean).join(' ');
}
