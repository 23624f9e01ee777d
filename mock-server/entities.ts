import type { EntitySubject } from '../src/ability/subjects';
import type { RoutedSubject } from '../src/paths';
import { statusFlows, type StatusFlow } from '../src/validation/transitions';
import { CURRENCIES } from '../src/validation/enums';
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
  /** A message clearer than `validation.taken` for a unique field, given `{ value }` ("Another product already has SKU X"). */
  takenMessages?: Record<string, string>;
  /**
   * Values of the entity's SortField enum that sort by more than one field (a queue's order): the
   * row's key is a list, compared item by item.
   */
  sortKeys?: Record<string, (row: Row) => unknown[]>;
  /** Inverse list fields whose rows are deleted together with this row. */
  cascade?: string[];
  /** Computes read-only fields before a row is stored. */
  derive?: (row: Row) => void;
  /**
   * References that must agree, which the shared Yup schemas cannot check as they see no other
   * rows: the row in `field` must hold, in its own `via`, the row this one holds in `via` (a media
   * item's season is one of its serial's). Checked when both are set; a mismatch answers
   * `message` on the input key of `field`.
   */
  consistent?: { field: string; via: string; message: string }[];
  /**
   * Rules across a row's own fields and its references, which the shared Yup schemas cannot check
   * as they see no other rows (an explanation ends within its media item), or against the server's
   * clock: problems answer `message` on the input key `field`. `row` is the row as it would be
   * stored, `previous` the stored one (none for a create), `now` the server's time (ISO).
   */
  checks?: (row: Row, context: { previous?: Row; now: string }) => { field: string; message: string }[];
  /**
   * Rows that no longer change once `when` holds (an issued invoice, a sent notification): an
   * update answers `message` unless it changes only the fields in `allows` (an issued invoice is
   * still paid or voided). The admin shows such rows read-only with the same message.
   */
  frozen?: { when: (row: Row) => boolean; message: string; allows?: string[] };
  /** The steps a stored row's status may take (an issued invoice is paid or voided, never a draft again). */
  flow?: StatusFlow;
  /**
   * Fields only the server sets, whatever a client sends: when `field` changes to one of `values`,
   * `by` gets the signed-in viewer and `at` the server's clock (who handled a report and when, when
   * a notification went out); a change to another value empties them.
   */
  stamps?: { field: string; values: string[]; by?: string; at: string }[];
  /**
   * Dates the server fills with its clock when a row reaches one of `values` of `field` without
   * one (an episode published without a publish date, an invoice issued without an issue date).
   * Unlike a stamp, a date the client gives is kept, and leaving the status keeps it too.
   */
  datedOn?: { field: string; values: string[]; at: string }[];
  /**
   * Where the admin opens one row: its edit screen, the user view, or a manage screen searching
   * for it (its own, or its parent's for rows without a screen). The paths come from `urls` of src/paths,
   * so the route segments are written only there.
   */
  open: 'edit' | 'view' | { manage: RoutedSubject };
}

function plainText(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return '';
  const node = doc as { text?: string; content?: unknown[] };
  return (node.text ?? '') + (node.content ?? []).map(plainText).join(node.text ? '' : ' ');
}

const edit = 'edit' as const;
const manage = (subject: RoutedSubject) => ({ manage: subject });
/** STATUS_PRIORITY of a queue: what waits first (`statuses` in order), then the oldest, as it has waited longest. */
const queue = (statuses: string[]) => ({ STATUS_PRIORITY: (row: Row) => [statuses.indexOf(String(row.status)), row.createdAt] });
/**
 * A money sort (`sort` by the amount in `field`): by currency in the Currency enum's order
 * (rials, dollars, euros), then by amount, so $9.99 never sits among rial amounts (schema header).
 */
const money = (sort: string, field: string) => ({ [sort]: (row: Row) => [(CURRENCIES as readonly unknown[]).indexOf(row.currency), row[field]] });

export const behaviours: Record<EntitySubject, EntityBehaviour> = {
  Language: { search: ['title', 'nativeTitle', 'code'], unique: ['code'], open: edit },
  Accent: { search: ['title', 'language.title'], open: edit },
  Master: { search: ['firstName', 'lastName', 'email'], unique: ['email'], open: edit },
  User: { search: ['fullName', 'email', 'mobile'], unique: ['email'], open: 'view' },
  Challenge: {
    search: ['title'],
    open: edit,
    // Learners join in the app; a challenge created here starts with nobody.
    derive: (row) => {
      row.participantCount ??= 0;
    },
  },
  Media: {
    search: ['title'],
    open: edit,
    consistent: [{ field: 'season', via: 'serial', message: 'media.errors.seasonOfSerial' }],
    // Published without a date means published now, by the server's clock.
    datedOn: [{ field: 'status', values: ['PUBLISHED'], at: 'publishedAt' }],
  },
  MediaCard: { search: ['title', 'subtitle'], open: edit },
  MediaCategory: { search: ['name'], open: manage('MediaCategory') },
  MediaModule: { search: ['title', 'media.title'], open: edit },
  Serial: { search: ['title'], open: edit },
  Season: { search: ['title', 'serial.title'], open: edit },
  Tube: { search: ['title', 'tags'], open: edit },
  Banner: { search: ['title'], open: edit },
  KeywordModule: { search: ['title', 'media.title'], cascade: ['vocabularies'], open: edit },
  Vocabulary: { search: ['word', 'meaning'], open: manage('KeywordModule') },
  Quiz: {
    search: ['questionText', 'media.title'],
    open: edit,
    derive: (row) => {
      row.questionText = plainText(row.question).replace(/\s+/g, ' ').trim();
    },
  },
  ShortQuestion: { search: ['question', 'media.title'], open: edit },
  Comprehension: { search: ['title', 'media.title'], open: edit },
  ProfessorExplanation: {
    search: ['media.title', 'master.lastName'],
    open: edit,
    // A length of 0 is not measured yet, so nothing is checked against it.
    checks: (row) => {
      const lengthMs = Number((row.media as Row | null)?.durationSeconds ?? 0) * 1000;
      if (lengthMs <= 0) return [];
      return (['startMs', 'endMs'] as const)
        .filter((field) => typeof row[field] === 'number' && (row[field] as number) > lengthMs)
        .map((field) => ({ field, message: 'learning.explanation.afterMediaEnd' }));
    },
  },
  VideoText: { search: ['text', 'translation'], open: edit },
  Plan: { search: ['title'], open: edit, sortKeys: money('PRICE', 'price') },
  Payment: {
    search: ['trackingCode', 'user.fullName', 'user.email'],
    unique: ['trackingCode'],
    open: manage('Payment'),
    sortKeys: money('AMOUNT', 'amount'),
    // Money that moved is changed only by a refund (its status), as an issued invoice is.
    frozen: { when: (row) => row.status === 'SUCCEEDED' || row.status === 'REFUNDED', message: 'payment.readOnly.settled', allows: ['status'] },
    flow: statusFlows.Payment,
  },
  Invoice: {
    sortKeys: money('TOTAL', 'total'),
    search: ['number', 'user.fullName'],
    unique: ['number'],
    open: manage('Invoice'),
    frozen: { when: (row) => row.status !== 'DRAFT', message: 'invoice.readOnly.issued', allows: ['status'] },
    flow: statusFlows.Invoice,
    // Issued without an issue date means issued today (the form proposes now as well).
    datedOn: [{ field: 'status', values: ['ISSUED'], at: 'issuedAt' }],
    derive: (row) => {
      const items = (row.items as { quantity: number; unitPrice: number }[] | undefined) ?? [];
      row.total = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
    },
  },
  PayGateway: { search: ['name', 'merchantId'], open: manage('PayGateway') },
  Product: {
    sortKeys: money('PRICE', 'price'),
    search: ['title', 'sku'],
    unique: ['sku'],
    takenMessages: { sku: 'product.errors.skuTaken' },
    cascade: ['attributes'],
    open: edit,
  },
  ProductAttribute: { search: ['name', 'value'], open: manage('Product') },
  ProductModule: { search: ['title'], open: edit, sortKeys: money('PRICE', 'price') },
  Abuse: {
    search: ['description', 'reporter.fullName'],
    open: edit,
    stamps: [{ field: 'status', values: ['REVIEWING', 'RESOLVED', 'DISMISSED'], by: 'handledBy', at: 'handledAt' }],
    sortKeys: queue(['OPEN', 'REVIEWING', 'RESOLVED', 'DISMISSED']),
  },
  Comment: { search: ['body', 'author.fullName'], open: edit, sortKeys: queue(['PENDING', 'APPROVED', 'REJECTED']) },
  Notification: {
    search: ['title', 'body'],
    open: manage('Notification'),
    frozen: { when: (row) => row.status === 'SENT', message: 'notification.readOnly.sent' },
    // "Sent" means sent now, at the server's time.
    stamps: [{ field: 'status', values: ['SENT'], at: 'sentAt' }],
    // A time that has passed would never come; an overdue one is only checked when it is set again.
    checks: (row, { previous, now }) => {
      const time = row.status === 'SCHEDULED' && typeof row.scheduledAt === 'string' ? Date.parse(row.scheduledAt) : NaN;
      const set = !previous || previous.status !== row.status || Date.parse(String(previous.scheduledAt)) !== time;
      return set && time <= Date.parse(now) ? [{ field: 'scheduledAt', message: 'notification.errors.scheduledInPast' }] : [];
    },
  },
};

export { plainText };
