import { type Executor, fieldWorkerProfiles, images, profiles, user } from '@faena/db';
import type { ProfileDto } from '@faena/shared/schemas';
import { eq } from 'drizzle-orm';
import { languageOf } from '../../lib/language';
import { type ImageRow, toUploadedImage } from '../images';
import { avatarUrl } from '../people';

type ProfileRow = typeof profiles.$inferSelect;
type FieldWorkerRow = typeof fieldWorkerProfiles.$inferSelect;

export function toProfileDto(
  profile: ProfileRow,
  account: { email: string; emailVerified: boolean },
  fwp: FieldWorkerRow | null,
  avatar: Pick<ImageRow, 'id' | 'width' | 'height'> | null = null,
): ProfileDto {
  return {
    id: profile.id,
    userId: profile.userId,
    email: account.email,
    emailVerified: account.emailVerified,
    role: profile.role,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    avatarUrl: avatarUrl(profile.avatarImageId),
    avatar: avatar ? toUploadedImage(avatar) : null,
    locationProvince: profile.locationProvince,
    locationMunicipality: profile.locationMunicipality,
    locationMunicipalityCode: profile.locationMunicipalityCode,
    language: languageOf(profile.language),
    verified: profile.verified,
    isAdmin: profile.isAdmin,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
    fieldWorkerProfile: fwp
      ? {
          headline: fwp.headline,
          bio: fwp.bio,
          categories: fwp.categories,
          serviceProvinces: fwp.serviceProvinces,
          travelRadiusKm: fwp.travelRadiusKm,
          hourlyRateCents: fwp.hourlyRateCents,
          yearsExperience: fwp.yearsExperience,
          availability: fwp.availability,
          verificationStatus: fwp.verificationStatus,
          verificationNote: fwp.verificationNote,
          ratingAvg: fwp.ratingAvg === null ? null : Number(fwp.ratingAvg),
          ratingCount: fwp.ratingCount,
          completedCount: fwp.completedCount,
          publicPage: fwp.publicPage,
        }
      : null,
  };
}

/** The profile of a user with its professional part, as the seed's profile read returns it. */
export async function findProfileByUserId(db: Executor, userId: string): Promise<ProfileDto | null> {
  const rows = await db
    .select({
      profile: profiles,
      email: user.email,
      emailVerified: user.emailVerified,
      fwp: fieldWorkerProfiles,
      avatar: { id: images.id, width: images.width, height: images.height },
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .leftJoin(fieldWorkerProfiles, eq(fieldWorkerProfiles.profileId, profiles.id))
    .leftJoin(images, eq(images.id, profiles.avatarImageId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  const row = rows[0];
  return row ? toProfileDto(row.profile, row, row.fwp, row.avatar) : null;
}
