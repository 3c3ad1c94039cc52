import { randomUUID } from 'node:crypto';
import {
  account,
  type Database,
  fieldWorkerProfiles,
  payoutAccounts,
  portfolioItems,
  profiles,
  properties,
  tasks,
  testProviderObjects,
  user,
} from '@faena/db';
import { municipalityByName } from '@faena/shared/municipalities';
import { like } from 'drizzle-orm';
import { logAdminAction } from '../admin';
import { hashPassword } from '../auth';
import { DEMO_PASSWORD, DEMO_PEOPLE, DEMO_PORTFOLIO, DEMO_PROPERTIES, DEMO_TASKS } from './data';

const DAY = 24 * 60 * 60 * 1000;

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export interface DemoSummary {
  skipped: boolean;
  people: number;
  properties: number;
  tasks: number;
}

export interface SeedOptions {
  /**
   * Make the demo administrator one (admin@faena.demo). Only on a local try-out: on a start
   * others can reach, the password in the README would open the admin area.
   */
  withAdmin: boolean;
  now?: Date;
}

/**
 * Loads the demo accounts, properties and tasks in one transaction, every account marked
 * `is_demo`. Safe to run twice: when the demo accounts exist already it does nothing.
 */
export async function seedDemoData(db: Database, { withAdmin, now = new Date() }: SeedOptions): Promise<DemoSummary> {
  const existing = await db.select({ id: user.id }).from(user).where(like(user.email, '%@faena.demo')).limit(1);
  if (existing.length > 0) return { skipped: true, people: 0, properties: 0, tasks: 0 };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const profileIds = new Map<string, string>();
    for (const person of DEMO_PEOPLE) {
      const userId = randomUUID();
      const createdAt = new Date(now.getTime() - 60 * DAY);
      await tx.insert(user).values({
        id: userId,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        emailVerified: true,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
        createdAt,
        updatedAt: createdAt,
      });
      const pro = person.professional;
      const [profile] = await tx
        .insert(profiles)
        .values({
          userId,
          role: person.role,
          firstName: person.firstName,
          lastName: person.lastName,
          phone: person.phone ?? null,
          locationProvince: person.province,
          locationMunicipality: person.municipality,
          locationMunicipalityCode: municipalityByName(person.province, person.municipality)?.code ?? null,
          verified: pro?.verified ?? false,
          isAdmin: withAdmin && (person.isAdmin ?? false),
          isDemo: true,
          termsAcceptedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: profiles.id });
      if (!profile) throw new Error('perfil de demostración no creado');
      profileIds.set(person.key, profile.id);
      if (pro) {
        await tx.insert(fieldWorkerProfiles).values({
          profileId: profile.id,
          headline: pro.headline,
          bio: pro.bio,
          categories: pro.categories,
          serviceProvinces: pro.provinces,
          hourlyRateCents: pro.hourlyRateEuros * 100,
          yearsExperience: pro.yearsExperience,
          travelRadiusKm: pro.travelRadiusKm,
          availability: pro.availability,
          verificationStatus: pro.verified ? 'verified' : 'none',
          createdAt,
          updatedAt: createdAt,
        });
        // Demo professionals can be paid by card at once: their test-provider payout account is
        // complete, as if they had gone through 'Configurar cobros' ("Modo de pruebas").
        const accountRef = `acct_prueba_demo_${profile.id.replaceAll('-', '').slice(0, 16)}`;
        await tx.insert(testProviderObjects).values({
          ref: accountRef,
          kind: 'account',
          idempotencyKey: `faena-payouts-${profile.id}`,
          status: 'verified',
          parentRef: profile.id,
          createdAt,
        });
        await tx.insert(payoutAccounts).values({
          profileId: profile.id,
          provider: 'pruebas',
          accountRef,
          status: 'verified',
          createdAt,
          updatedAt: createdAt,
        });
      }
      if (withAdmin && person.isAdmin) {
        await logAdminAction(tx, {
          adminId: null,
          actor: 'datos de demostración',
          actionName: 'grant_admin',
          targetTableName: 'profiles',
          targetRecordId: profile.id,
          oldData: { is_admin: false },
          newData: { is_admin: true },
        });
      }
    }

    const propertyIds = new Map<string, { id: string; owner: string; province: string; municipality: string }>();
    for (const p of DEMO_PROPERTIES) {
      const ownerId = profileIds.get(p.owner);
      if (!ownerId) throw new Error(`propietario de demostración desconocido: ${p.owner}`);
      const municipality = municipalityByName(p.province, p.municipality);
      if (!municipality) throw new Error(`municipio de demostración desconocido: ${p.municipality}`);
      const [row] = await tx
        .insert(properties)
        .values({
          ownerId,
          name: p.name,
          kind: p.kind,
          province: p.province,
          municipalityCode: municipality.code,
          municipality: municipality.name,
          address: p.address,
          sizeHa: p.sizeHa,
          description: p.description,
          accessNotes: p.accessNotes,
          ...(p.rural ?? {}),
          createdAt: new Date(now.getTime() - 45 * DAY),
          updatedAt: new Date(now.getTime() - 45 * DAY),
        })
        .returning({ id: properties.id });
      if (!row) throw new Error('propiedad de demostración no creada');
      propertyIds.set(p.key, { id: row.id, owner: ownerId, province: p.province, municipality: p.municipality });
    }

    await tx.insert(tasks).values(
      DEMO_TASKS.map((t, i) => {
        const property = propertyIds.get(t.property);
        if (!property) throw new Error(`propiedad de demostración desconocida: ${t.property}`);
        // Spread within the day too, so "newest first" has a stable, realistic order.
        const createdAt = new Date(now.getTime() - t.ageDays * DAY - i * 37 * 60_000);
        const status = t.status ?? 'open';
        return {
          ownerId: property.owner,
          propertyId: property.id,
          title: t.title,
          description: t.description,
          category: t.category,
          urgency: t.urgency,
          budgetMinCents: t.budget ? t.budget[0] * 100 : null,
          budgetMaxCents: t.budget ? t.budget[1] * 100 : null,
          preferredStartDate: t.startInDays === null ? null : isoDate(new Date(now.getTime() + t.startInDays * DAY)),
          status,
          province: property.province,
          municipality: property.municipality,
          publishedAt: status === 'open' ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    await tx.insert(portfolioItems).values(
      DEMO_PORTFOLIO.map((item, i) => {
        const professionalId = profileIds.get(item.professional);
        if (!professionalId) throw new Error(`profesional de demostración desconocido: ${item.professional}`);
        const createdAt = new Date(now.getTime() - item.doneDaysAgo * DAY + i * 60_000);
        return {
          professionalId,
          title: item.title,
          description: item.description,
          category: item.category,
          doneOn: isoDate(new Date(now.getTime() - item.doneDaysAgo * DAY)),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  });
  return { skipped: false, people: DEMO_PEOPLE.length, properties: DEMO_PROPERTIES.length, tasks: DEMO_TASKS.length };
}
