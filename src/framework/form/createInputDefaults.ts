import type { EntitySubject } from '../../ability/subjects';

/**
 * The defaults schema.graphql gives create inputs (`isActive: Boolean = true`). GraphQL applies
 * them only to omitted fields, and a form sends every field, so a new form starts from them
 * instead. The schema is not shipped to the browser; tests/framework/form/createInputDefaults.test.ts
 * keeps this table equal to it.
 */
const flags = { isNew: false, isPopular: false, isFeatured: false, isFree: false, showInSlider: false };

export const CREATE_INPUT_DEFAULTS: Partial<Record<EntitySubject, Record<string, unknown>>> = {
  Language: { isRTL: false, isActive: true, sortOrder: 0 },
  Accent: { isActive: true },
  Master: { isActive: true },
  Media: flags,
  MediaCard: { position: 0, isActive: true },
  MediaModule: { position: 0, isActive: true },
  Serial: flags,
  Tube: flags,
  Banner: { isActive: true },
  Plan: { isActive: true },
  PayGateway: { sandbox: false, isActive: true },
  Product: { isActive: true },
  ProductAttribute: { position: 0 },
  ProductModule: { isActive: true },
};
