import type { EntitySubject } from '../src/ability/subjects';
import type { Row } from './store/types';

/**
 * What the schema cannot say about an entity: which text `filter.search` and the global search
 * look at, which values are unique, what is deleted with it, what the server computes, and where
 * the admin opens it. Everything else (references, filters, sorts, inputs) is derived from
 * schema.graphql by model.ts.
 */
export interface EntityBehaviour {
  /** Field paths (dotted for references) matched by `filter.search`; the first is the search hit title. */
  search: string[];
  unique?: string[];
  /** Inverse list fields whose rows are deleted together with this row. */
  cascade?: string[];
  /** Computes read-only fields before a row is stored. */
  derive?: (row: Row) => void;
  /** Admin path of one row: `edit` (/{segment}/edit/:id), `view` (/user/view/:id) or `manage` (?q=). */
  open: { segment: string; via: 'edit' | 'manage' | 'view' };
}

function plainText(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return '';
  const node = doc as { text?: string; content?: unknown[] };
  return (node.text ?? '') + (node.content ?? []).map(plainText).join(node.text ? '' : ' ');
}

const edit = (segment: string) => ({ segment, via: 'edit' as const });
const manage = (segment: string) => ({ segment, via: 'manage' as const });

export const behaviours: Record<EntitySubject, EntityBehaviour> = {
  Language: { search: ['title', 'nativeTitle', 'code'], unique: ['code'], open: edit('langs') },
  Accent: { search: ['title', 'language.title'], open: edit('accents') },
  Master: { search: ['firstName', 'lastName', 'email'], unique: ['email'], open: edit('masters') },
  User: { search: ['fullName', 'email', 'mobile'], unique: ['email'], open: { segment: 'user', via: 'view' } },
  Challenge: { search: ['title'], open: edit('challenges') },
  Media: { search: ['title'], open: edit('media') },
  MediaCard: { search: ['title', 'subtitle'], open: edit('mediacards') },
  MediaCategory: { search: ['name'], open: manage('mediacategory') },
  MediaModule: { search: ['title', 'media.title'], open: edit('mediamodules') },
  Serial: { search: ['title'], open: edit('serials') },
  Season: { search: ['title', 'serial.title'], open: edit('seasons') },
  Tube: { search: ['title', 'tags'], open: edit('tube') },
  Banner: { search: ['title'], open: edit('banners') },
  KeywordModule: { search: ['title', 'media.title'], cascade: ['vocabularies'], open: edit('keywordmodules') },
  Vocabulary: { search: ['word', 'meaning'], open: manage('keywordmodules') },
  Quiz: {
    search: ['questionText', 'media.title'],
    open: edit('quiz'),
    derive: (row) => {
      row.questionText = plainText(row.question).replace(/\s+/g, ' ').trim();
    },
  },
  ShortQuestion: { search: ['question', 'media.title'], open: edit('shortquestion') },
  Comprehension: { search: ['title', 'media.title'], open: edit('comprehension') },
  ProfessorExplanation: { search: ['media.title', 'master.lastName'], open: edit('professorsexplanation') },
  VideoText: { search: ['text', 'translation'], open: edit('videotextandtranslation') },
  Plan: { search: ['title'], open: edit('plans') },
  Payment: { search: ['trackingCode', 'user.fullName', 'user.email'], unique: ['trackingCode'], open: manage('payments') },
  Invoice: {
    search: ['number', 'user.fullName'],
    unique: ['number'],
    open: manage('invoices'),
    derive: (row) => {
      const items = (row.items as { quantity: number; unitPrice: number }[] | undefined) ?? [];
      row.total = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
    },
  },
  PayGateway: { search: ['name', 'merchantId'], open: manage('paygateways') },
  Product: { search: ['title', 'sku'], unique: ['sku'], cascade: ['attributes'], open: edit('products') },
  ProductAttribute: { search: ['name', 'value'], open: manage('products') },
  ProductModule: { search: ['title'], open: edit('productModules') },
  Abuse: { search: ['description', 'reporter.fullName'], open: edit('abuses') },
  Comment: { search: ['body', 'author.fullName'], open: edit('comments') },
  Notification: { search: ['title', 'body'], open: manage('notifs') },
};

export { plainText };
