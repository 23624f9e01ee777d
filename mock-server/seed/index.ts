import { seedPayGateways, seedPayments, seedPlans } from './commerce';
import { seedMediaCategories, seedSeasons, seedSerials } from './content';
import type { Seeder } from './context';
import { seedInvoices } from './invoices';
import { seedAccents, seedLanguages } from './languages';
import { seedComprehensions, seedProfessorExplanations, seedVideoTexts } from './learning-extra';
import { seedKeywordModules, seedQuizzes, seedShortQuestions } from './learning';
import { seedMedia } from './media';
import { seedAbuses, seedComments } from './moderation';
import { seedNotifications } from './notifications';
import { seedStaff, seedUsers } from './people';
import { seedProductAttributes, seedProductModules, seedProducts } from './products';
import { seedBanners, seedMediaCards, seedMediaModules, seedTubes } from './showcase';
import { seedChallenges, seedMasters } from './teachers';

export type { Seeder, SeedContext } from './context';

/**
 * Every seeder in dependency order: a seeder only references rows of seeders before it
 * (users need plans and languages, episodes need seasons, payments need users and gateways, …).
 */
export const seeders: Seeder[] = [
  seedLanguages,
  seedAccents,
  seedPlans,
  seedPayGateways,
  seedStaff, // the five staff accounts first, so they get the first user ids
  seedUsers,
  seedMasters,
  seedChallenges,
  seedMediaCategories,
  seedSerials,
  seedSeasons,
  seedMedia,
  seedMediaCards,
  seedMediaModules,
  seedTubes,
  seedBanners,
  seedKeywordModules, // and their vocabularies
  seedQuizzes,
  seedShortQuestions,
  seedComprehensions,
  seedProfessorExplanations,
  seedVideoTexts,
  seedPayments,
  seedInvoices,
  seedProducts,
  seedProductAttributes,
  seedProductModules,
  seedComments,
  seedAbuses,
  seedNotifications,
];
