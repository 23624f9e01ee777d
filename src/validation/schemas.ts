import type { AnyObjectSchema } from 'yup';
import { ENTITY_SUBJECTS, type EntitySubject } from '../ability/subjects';
import * as commerce from './commerce';
import * as content from './content';
import * as exercises from './exercises';
import { lazyRecord } from './lazyRecord';
import * as moderation from './moderation';
import * as people from './people';

/** By convention each entity's schema is exported as `<entity>Schema`: its type name with a lower-case first letter. */
type SchemaBuilders = { [S in EntitySubject as `${Uncapitalize<S>}Schema`]: () => AnyObjectSchema };

/** Typed so that a new entity of schema.graphql fails to compile until one of the modules exports its schema. */
const builders: SchemaBuilders = { ...content, ...exercises, ...people, ...commerce, ...moderation };

const builderOf = (subject: EntitySubject) => builders[`${subject[0].toLowerCase()}${subject.slice(1)}Schema` as keyof SchemaBuilders];

/**
 * A schema per entity type of schema.graphql, keyed by the GraphQL type name (also the CASL
 * subject). Each is built when first read: all thirty built up front held about 0.4 MiB of the
 * admin's heap for as long as it ran, where a screen needs one (docs/benchmarks.md, heap).
 */
export const validationSchemas: Readonly<Record<EntitySubject, AnyObjectSchema>> = lazyRecord<EntitySubject, AnyObjectSchema>(
  Object.fromEntries(ENTITY_SUBJECTS.map((subject) => [subject, builderOf(subject)])) as Record<EntitySubject, () => AnyObjectSchema>,
);
