import {
  LanguageBulkDeleteDocument, LanguageCreateDocument, LanguageDeleteDocument, LanguageGetDocument, LanguageListDocument, LanguageUpdateDocument,
  QuizBulkDeleteDocument, QuizCreateDocument, QuizDeleteDocument, QuizGetDocument, QuizListDocument, QuizUpdateDocument,
  UserBulkDeleteDocument, UserCreateDocument, UserDeleteDocument, UserGetDocument, UserListDocument, UserUpdateDocument,
} from '../../../src/gql/graphql';
import { defineEntity } from '../../../src/framework/entity/types';
import QuizOptionsField from '../../../src/entities/quiz/QuizOptionsField';

/** Small declarations written for these tests from the entities' documents (not the app's own). */

export const languageDeclaration = defineEntity({
  subject: 'Language',
  operations: {
    list: LanguageListDocument, get: LanguageGetDocument, create: LanguageCreateDocument,
    update: LanguageUpdateDocument, delete: LanguageDeleteDocument, bulkDelete: LanguageBulkDeleteDocument,
  },
  columns: [{ key: 'title' }],
  fields: [
    { name: 'code', kind: 'text' },
    { name: 'title', kind: 'text' },
    { name: 'nativeTitle', kind: 'text' },
    { name: 'countryCode', kind: 'country' },
    { name: 'isRTL', kind: 'switch' },
    { name: 'isActive', kind: 'switch' },
    { name: 'sortOrder', kind: 'number', min: 0 },
  ],
  defaults: { isActive: true },
  title: (row) => row.title,
  drawer: true,
});

export const quizDeclaration = defineEntity({
  subject: 'Quiz',
  operations: {
    list: QuizListDocument, get: QuizGetDocument, create: QuizCreateDocument,
    update: QuizUpdateDocument, delete: QuizDeleteDocument, bulkDelete: QuizBulkDeleteDocument,
  },
  columns: [{ key: 'questionText' }],
  fields: [
    { name: 'markingMode', kind: 'radio', enumName: 'MarkingMode' },
    { name: 'options', kind: 'custom', component: QuizOptionsField },
    { name: 'explanation', kind: 'textarea' },
  ],
  defaults: { markingMode: 'SINGLE' },
  title: (row) => row.questionText,
});

export const userDeclaration = defineEntity({
  subject: 'User',
  operations: {
    list: UserListDocument, get: UserGetDocument, create: UserCreateDocument,
    update: UserUpdateDocument, delete: UserDeleteDocument, bulkDelete: UserBulkDeleteDocument,
  },
  columns: [{ key: 'fullName' }],
  fields: [
    { name: 'email', kind: 'email' },
    { name: 'fullName', kind: 'text' },
    { name: 'mobile', kind: 'text' },
    { name: 'role', kind: 'select', enumName: 'Role' },
    { name: 'status', kind: 'radio', enumName: 'UserStatus' },
    { name: 'learningLanguageId', kind: 'reference', entity: 'Language' },
  ],
  title: (row) => row.fullName,
});
