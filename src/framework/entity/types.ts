import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ComponentType, ReactNode } from 'react';
import type { Action, EntitySubject } from '../../ability/subjects';
import type * as documents from '../../gql/graphql';
import type { ColumnKey, DateRangeKey, FilterKey, InputKey, ListFilter, NoLooseNames, SortField } from './declarationKeys';
import type { EnumName } from './enums';

/* Types flow from the typed documents: rows, entities and inputs are inferred, never written. */

// The `any` stays inside these conditional types: they only pattern-match document shapes.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDocument = TypedDocumentNode<any, any>;
type RootOf<R> = R[Exclude<keyof R, '__typename'>];
type ResultOf<D> = D extends TypedDocumentNode<infer R, any> ? R : never;
type VariablesOf<D> = D extends TypedDocumentNode<any, infer V> ? V : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A row of a list query: `LanguageListDocument` → the `LanguageRow` fragment's shape. */
// One conditional on `D` itself (not on `RootOf<ResultOf<D>>`), which TypeScript resolves while it
// infers a column builder's row, so `col.ref` label functions get the referenced row typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListRow<D> = D extends TypedDocumentNode<infer R, any>
  ? 0 extends 1 & R ? any : NonNullable<R[Exclude<keyof R, '__typename'>]> extends { items: (infer Row)[] } ? Row : never
  : never;
/** The entity of a get query: `LanguageGetDocument` → the `LanguageForm` fragment's shape. */
export type FormEntity<D> = NonNullable<RootOf<ResultOf<D>>>;
/** The `input` variable of a create or update mutation. */
export type InputOf<D> = VariablesOf<D> extends { input: infer I } ? I : never;

/** The typed documents of one entity (operations/<entity>/). */
export interface EntityOperations {
  list: AnyDocument;
  get: AnyDocument;
  create: AnyDocument;
  update: AnyDocument;
  delete: AnyDocument;
  bulkDelete: AnyDocument;
}

type Doc<Name extends string> = (typeof documents)[Name & keyof typeof documents];

/**
 * The six typed documents of entity `T`, named by the convention of operations/ (`<Entity><Verb>`,
 * STYLE.md). Codegen writes each entity's as one object (`AccentOperations` in
 * src/gql-docs/, one module per document) that its declaration imports by name.
 */
export interface OperationsOf<T extends string> {
  list: Doc<`${T}ListDocument`>;
  get: Doc<`${T}GetDocument`>;
  create: Doc<`${T}CreateDocument`>;
  update: Doc<`${T}UpdateDocument`>;
  delete: Doc<`${T}DeleteDocument`>;
  bulkDelete: Doc<`${T}BulkDeleteDocument`>;
}

/** A column of the manage screen. */
// `any` defaults: the screens take any entity's columns; a declaration's are checked against its row.
/* eslint-disable @typescript-eslint/no-explicit-any */
// The key has its own parameter so the row's variance comes from the callbacks alone.
export interface ColumnDef<Row = any, Sort extends string = any, Key extends string = ColumnKey<Row>> extends ColumnParts<Row, Sort> {
  /** Field of the row, or `parent.child` into a referenced row (also the default cell and CSV value). */
  key: Key;
}

/** Everything of a column but its key, all optional: what a column builder takes as `extra`. */
export interface ColumnParts<Row = any, Sort extends string = any> {
/* eslint-enable @typescript-eslint/no-explicit-any */
  /** Message id of the header; defaults to `<entity>.fields.<key>`. */
  label?: string;
  /** Value of the entity's SortField enum when the column sorts, e.g. 'TITLE'. */
  sort?: Sort;
  /** Cell content; defaults to the value as text. */
  render?: (row: Row) => ReactNode;
  /** Plain text for CSV export and accessible names; defaults to the value as text. */
  text?: (row: Row, format: ValueFormatter) => string;
  width?: number;
  /** The column that names the row for assistive technology (one per table; default the first). */
  isRowHeader?: boolean;
  /**
   * What the column shows, for its width: money, dates, codes, enums, booleans and flags are
   * never cut; text and references fill the room left and show the full value on hover and focus.
   */
  kind?: ColumnKind;
  /** A money column's field holding the currency code (`col.money` sets it): the XLSX export's cell format. */
  currencyKey?: string;
  /**
   * Writing direction of the cell's text when it depends on the row (a line in its language):
   * `dir: (row) => languageDir(row.translationLanguage)` (framework/display/languageDir).
   */
  dir?: (row: Row) => 'rtl' | 'ltr' | 'auto';
  /**
   * How long the column stays when the card is too narrow for all: 1 (stays longest) to 6 (goes
   * first, to the column chooser). Default by kind: statuses and money 2, text, references and
   * codes 3, dates 4, marks and flags 5, images 6 (framework/list/fit/priority).
   */
  priority?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * `false` keeps the column out of in-place editing although a form field shows it (a value
   * better changed in the form). By default a column is edited in its cell when a field of its
   * name (`language` ↔ `languageId`) has a kind a cell can edit and the viewer's rules allow it
   * (framework/list/inline/cellFields).
   */
  editable?: false;
}

/** What a column shows (see `ColumnDef.kind`); the column builders in framework/cells set it. */
export type ColumnKind = 'text' | 'reference' | 'money' | 'date' | 'code' | 'enum' | 'boolean' | 'flag' | 'image';

type LanguageRef = { code?: string | null; title?: string | null };

/** Formats values the way the viewer's locale does (numbers, money, dates, enums, language names). */
export interface ValueFormatter {
  message: (id: string, values?: Record<string, unknown>) => string;
  enumValue: (enumName: EnumName, value: string | null | undefined) => string;
  money: (amount: number | null | undefined, currency: string | null | undefined) => string;
  date: (iso: string | null | undefined) => string;
  dateTime: (iso: string | null | undefined) => string;
  number: (value: number | null | undefined) => string;
  /**
   * A language by its code in the viewer's language ("انگلیسی" in fa), its stored title when the
   * code has no name; several as the language lists them ("فارسی، انگلیسی", "Persian, English").
   */
  language: (language: LanguageRef | readonly LanguageRef[] | null | undefined) => string;
}

/** What every filter may say besides its kind and name. */
interface FilterBase {
  /** Message id of the label; defaults to `<entity>.fields.<name>`. */
  label?: string;
  /**
   * One of the list's two or three most used filters: shown in the row beside the search, the
   * others under "More filters". A declaration that marks none shows its first three declared.
   */
  primary?: boolean;
}

/**
 * A filter of the manage screen. Its URL parameter and its filter-input key are both `name`
 * (a date range uses `<name>From` and `<name>To`), so shared links restore it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FilterDef<Filter = any> = FilterBase &
  (
    | { kind: 'enum'; name: FilterKey<Filter>; enumName: EnumName }
    | { kind: 'boolean'; name: FilterKey<Filter> }
    | { kind: 'reference'; name: FilterKey<Filter>; entity: EntitySubject }
    | { kind: 'dateRange'; name: DateRangeKey<Filter> }
    | { kind: 'country'; name: FilterKey<Filter> }
  );

interface FieldBase {
  /** Key in the form values, which have the shape of the create input (`languageId`, `masterIds`). */
  name: string;
  /** Message id of the label; defaults to `<entity>.fields.<field>` (reference ids without Id/Ids). */
  label?: string;
  /** Message id of a help text under the field. */
  description?: string;
  /** The CASL field checked for update permission; defaults to the entity field the input sets. */
  permissionField?: string;
  /** Hidden unless this returns true for the current values (e.g. plan only for audience PLAN). */
  visibleWhen?: (values: Record<string, unknown>) => boolean;
  /** Takes the whole row of the form grid. */
  wide?: boolean;
  /**
   * Shown but never sent: a value the server computes (a challenge's participant count). The
   * field is read-only on edit forms, left out of new forms, and never part of an input.
   */
  readOnly?: boolean;
  /**
   * Kept and sent but not shown: a value the screen that opens the form presets (a word's
   * keyword module, set by the module's edit screen). Unlike `visibleWhen`, it is validated and saved.
   */
  hidden?: boolean;
  /**
   * A secret the server keeps but never shows (a gateway's secret key): empty on edit forms, sent
   * only when something was typed, so an untouched field keeps the stored value.
   */
  writeOnly?: boolean;
}

type FieldShape = FieldBase &
  (
    /**
     * A person's words (`text`, `textarea`, `tags`) are laid out in the direction of what is typed;
     * structured values (`email`, `url`, `tel` for phone numbers, `code` for SKUs, tracking codes,
     * ISO codes and other ids typed in Latin letters) are left to right in either language.
     */
    | { kind: 'text' | 'textarea' | 'tags' }
    | { kind: 'email' | 'url' | 'tel' | 'code' }
    | { kind: 'number'; min?: number; max?: number }
    | { kind: 'money'; currencyField: string }
    | { kind: 'switch' }
    /**
     * `choices` narrows the values offered on an editable form to those the record may move to
     * from the values the form loaded (an issued invoice is paid or voided, never a draft again);
     * the value the field holds is always offered, and a read-only field shows every value.
     */
    | { kind: 'radio' | 'select'; enumName: EnumName; choices?: (loaded: Record<string, unknown>) => readonly string[] }
    /**
     * One row of `entity`. `filterBy` makes it depend on other fields: it maps keys of the
     * entity's list filter to form fields (`{ languageId: 'languageId' }` lists only the accents
     * of the chosen language), and clears the value when one of those fields changes.
     */
    | { kind: 'reference'; entity: EntitySubject; filterBy?: Record<string, string> }
    /** Ids of other rows; `ordered` keeps (and lets the user change) their order (a media card's media). */
    | { kind: 'references'; entity: EntitySubject; ordered?: boolean }
    /** An ordered list of strings edited in place (plan features, accepted answers); `minItems` for "at least one". */
    | { kind: 'stringList'; minItems?: number }
    /** Milliseconds, typed and shown as mm:ss.mmm (clips, video text, explanations). */
    | { kind: 'timecode' }
    /** A length in whole seconds, typed and shown as m:ss or h:mm:ss (a video's duration). */
    | { kind: 'duration' }
    /**
     * An ordered list of sub-objects (media clips, invoice items): add, remove, reorder. `fields`
     * name the item's keys (`title`, `startMs`); `newItem` is what "Add" appends.
     */
    | { kind: 'repeater'; fields: SubFieldDef[]; newItem: Record<string, unknown> }
    | { kind: 'date' | 'datetime' }
    | { kind: 'country' }
    /**
     * A file stored by upload. `preview: false` shows the stored file as its name only, without
     * an image or player, for a form that previews it elsewhere (the media form's preview box).
     * `link: true` also takes a pasted address of a file kept elsewhere (a video on a CDN).
     */
    | { kind: 'upload'; accept: 'image' | 'audio' | 'video' | 'file'; preview?: boolean; link?: boolean }
    | { kind: 'richText'; options?: RichTextFieldOptions }
    /**
     * A field of the entity's own component (quiz options). With `display: true` it only shows
     * the other values (a media preview): it holds no value of its own and sends nothing.
     */
    | { kind: 'custom'; component: ComponentType<CustomFieldProps>; display?: boolean }
  );

/**
 * A form field. Its `name` is a key of the create input; a `readOnly` field may also show a field
 * of the loaded entity (`Shown`); a `display` custom field holds no value, so its name is its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldDef<Name extends string = any, Shown extends string = Name> = FieldShape &
  ({ name: Name } | { name: Shown; readOnly: true } | { kind: 'custom'; display: true });

/** A field inside a repeater item: any kind but another repeater; its name is the item's key. */
export type SubFieldDef = Exclude<FieldShape, { kind: 'repeater' }>;

/** Rich-text options per field (PRODUCT.md section 7); the editor's defaults are json, snow, essential. */
export interface RichTextFieldOptions {
  format?: 'json' | 'html' | 'text';
  theme?: 'snow' | 'bubble' | 'none';
  preset?: 'essential' | 'minimal' | 'full';
}

/** What an edit panel gets: the record being edited (its id and the form's entity as loaded). */
export interface EditPanelProps {
  id: string;
  entity: Record<string, unknown>;
}

/** What a declaration's own manage screen gets (see `EntityDeclaration.manageScreen`). */
export interface CustomManageScreenProps {
  declaration: EntityDeclaration;
  /** Route segment, e.g. 'mediacategory'. */
  segment: string;
}

/** What a custom field (quiz options) gets: its name, label and whether it may be edited. */
export interface CustomFieldProps {
  name: string;
  label: string;
  isReadOnly: boolean;
  /** Save demands a value (the schema against the values now): the label shows the mark. */
  isRequired?: boolean;
}

/**
 * One entity of the admin: data, not a screen. The generic manage and form screens, the routes,
 * the menu, the breadcrumbs and the search are all derived from it and its registry entry.
 *
 * @example export default defineEntity({ subject: 'Accent', operations: {...}, columns: [...], fields: [...] })
 */
export interface EntityDeclaration<Ops extends EntityOperations = EntityOperations> {
  subject: EntitySubject;
  operations: Ops;
  columns: ColumnDef<ListRow<Ops['list']>, SortField<Ops['list']>>[];
  filters?: FilterDef<ListFilter<Ops['list']>>[];
  fields: FieldDef<InputKey<Ops['create']>, InputKey<Ops['create']> | (keyof FormEntity<Ops['get']> & string)>[];
  /** Values of a new form beyond the schema's defaults. */
  defaults?: Partial<InputOf<Ops['create']>> & Record<string, unknown>;
  /**
   * A short human name of a row, for confirm dialogs and toasts, only where it differs from the
   * entity's row title (the one its reference pickers show, src/entities/rowTitles.ts).
   */
  title?: (row: ListRow<Ops['list']>) => string;
  defaultSort?: { field: SortField<Ops['list']>; direction: 'ASC' | 'DESC' };
  /** Add and edit in a side drawer instead of a page. */
  drawer?: boolean;
  /**
   * Form fields a new form takes from the URL query, so another screen can link to a prefilled
   * form: `['serialId', 'seasonId']` makes `/media/new?serialId=s1&seasonId=s2` start with both.
   */
  presetFromQuery?: string[];
  /**
   * A new form that only makes sense when reached through another screen (a season from its
   * serial): without the query parameter `param` it shows `message` (a message id), a picker of
   * the row `param` names (the form's reference field of that name) that continues to the form with
   * it, and a way to `via` (an entity route segment, e.g. 'serials'), instead of a form that could
   * not be saved.
   *
   * @example requiresQuery: { param: 'serialId', message: 'validation.useNavigation', via: 'serials' }
   */
  requiresQuery?: { param: string; message: string; via?: string };
  /**
   * The records this one sits in, outermost first, each a reference field of the form and the
   * route segment of its entity (a season in its serial; an episode in its serial and season). A
   * record that holds them has them in its breadcrumb, each linked to its edit screen, instead of
   * its own list.
   *
   * @example within: [{ field: 'serialId', segment: segmentOf('Serial') }, { field: 'seasonId', segment: segmentOf('Season') }]
   */
  within?: { field: string; segment: string }[];
  /**
   * Where a new record's form goes once it is saved: back to where it was opened from (default),
   * or 'edit', its own edit screen, when what comes next is done there (a product's attributes).
   */
  afterCreate?: 'return' | 'edit';
  /**
   * A save that cannot be taken back asks first: while `when` holds for the values about to be
   * saved (and the values the form loaded), Save opens a confirmation titled `title` that says
   * `message` and confirms with `confirm` (message ids). Cancel keeps everything typed.
   *
   * @example confirmSave: { when: (values, loaded) => values.status === 'ISSUED' && loaded.status !== 'ISSUED', title: 'invoice.issue.title', message: 'invoice.issue.message', confirm: 'invoice.issue.confirm' }
   */
  confirmSave?: {
    when: (values: Record<string, unknown>, loaded: Record<string, unknown>) => boolean;
    title: string;
    message: string;
    confirm: string;
  };
  /**
   * Dates the form proposes: when `when` starts to hold while the date or time field `field` is
   * empty, it takes the current time, which the user may change before saving (an invoice switched
   * to ISSUED is dated now). It is taken back if `when` stops holding before it was changed.
   */
  proposeNow?: { field: string; when: (values: Record<string, unknown>) => boolean }[];
  /**
   * A field a new record numbers in sequence (an invoice's `INV-2026-00042`): the new form reads
   * the entity's highest value that starts with `prefix(now)` (its list searched for it, sorted by
   * `sort` descending) and proposes `next(last, now)`; the server's unique check still guards it.
   *
   * @example sequence: { field: 'number', sort: 'NUMBER', prefix: (now) => `INV-${now.getFullYear()}-`, next: nextInvoiceNumber }
   */
  sequence?: { field: string; sort: SortField<Ops['list']>; prefix: (now: Date) => string; next: (last: string | null, now: Date) => string };
  /** Values a new form starts with that depend on when it opens (an invoice dated today). */
  newDefaults?: (now: Date) => Record<string, unknown>;
  /**
   * A screen of the entity's own that replaces the generic table on `/{segment}/manage` (the
   * media-category folder browser). It gets the declaration and the route segment.
   */
  manageScreen?: ComponentType<CustomManageScreenProps>;
  /**
   * Sections under the form on the edit screen (a serial's seasons, a keyword module's
   * vocabularies). Each is a small component of the entity's own, given the record.
   */
  editPanels?: ComponentType<EditPanelProps>[];
  /** Row actions beyond edit and delete (User: view). */
  rowLinks?: { label: string; href: (row: ListRow<Ops['list']>) => string; icon?: ComponentType<{ size?: number }> }[];
  /**
   * What goes with a row when it is deleted (a keyword module's words): the delete confirmation
   * adds `messageId` formatted with `{ count }`, summed over the rows a bulk delete selects.
   *
   * @example deleteImpact: { messageId: 'keywordModule.deleteImpact', count: (row) => row.vocabularies.length }
   */
  deleteImpact?: { messageId: string; count: (row: ListRow<Ops['list']>) => number };
  /** Buttons on each row beyond edit and delete (Approve, Resolve); see RecordAction. */
  rowActions?: RecordAction<ListRow<Ops['list']>>[];
  /** Actions on the selected rows beside bulk delete, run row by row with failures reported per row. */
  bulkActions?: RecordAction<ListRow<Ops['list']>>[];
  /**
   * A loaded record that cannot change any more (an issued invoice, a sent notification): every
   * field read-only, no Save, and `readOnlyNote` (a message id) says why.
   */
  readOnlyWhen?: (entity: FormEntity<Ops['get']>) => boolean;
  readOnlyNote?: string;
  /**
   * URL filter values a list opens with while its URL names none of them, so a queue starts on what
   * needs work: `{ status: 'PENDING' }`. Choosing "All" in that filter then writes `status=all`.
   */
  defaultFilter?: Record<string, string>;
}

/** What a record action's input may depend on: who runs it and when. */
export interface RecordActionContext {
  viewerId: string | null;
  /** ISO instant of the run. */
  now: string;
}

/**
 * A one-click change of a row through the entity's update mutation (Approve, Reject, Resolve).
 *
 * @example { key: 'resolve', label: 'abuse.actions.resolve', icon: IconCheck, ability: { action: 'update', field: 'status' },
 *   when: (row) => row.status !== 'RESOLVED', input: ({ viewerId, now }) => ({ status: 'RESOLVED', handledById: viewerId, handledAt: now }),
 *   done: 'abuse.toast.resolved' }
 */
export interface RecordAction<Row> {
  /** Stable key; also the bulk action bar's item key. */
  key: string;
  /** Message id of the button text. */
  label: string;
  icon?: ComponentType<{ size?: number }>;
  /** Checked on the row itself, with the field when given (`update` of `status`). */
  ability: { action: Action; field?: string };
  /** Offered for a row only while this holds (Approve while not yet approved). */
  when?: (row: Row) => boolean;
  /** The update input: fixed, or stamped with the viewer and the time (who handled a report, when). */
  input: Record<string, unknown> | ((context: RecordActionContext) => Record<string, unknown>);
  /** Message id of the success toast, given `{ count }`. */
  done: string;
  /** False for a step that cannot be taken back (a refund): its toast offers no Undo. */
  undoable?: false;
  /**
   * Message ids of a question asked before the action runs (a refund, which is final): its title
   * and body get `{ name }` (the row's title) and `{ count }`; the confirming button says `label`.
   */
  confirm?: { title: string; body: string };
}

/** The declaration of one subject: operations named after it, rows, inputs and sorts typed from them. */
export type DeclarationOf<S extends EntitySubject> = EntityDeclaration<OperationsOf<S>> & { subject: S };

/**
 * Every subject's declaration, told apart by `subject`. defineEntity's parameter is bounded by this
 * union rather than built from an operations parameter: with that, TypeScript resolves `col.ref(…)`
 * before it knows the operations, and the label function would get no row type.
 */
export type AnyEntityDeclaration = { [S in EntitySubject]: DeclarationOf<S> }[EntitySubject];

/**
 * Checks a declaration against its subject's typed documents: a field, column, sort or filter
 * name the schema lacks does not compile (tests/framework/entity/declarations.typecheck.ts).
 */
export function defineEntity<Declaration extends AnyEntityDeclaration>(declaration: Declaration & NoLooseNames<Declaration>): Declaration & EntityDeclaration {
  // The loose half gives the options a declaration leaves out (`defaults` of one without them).
  return declaration as Declaration & EntityDeclaration;
}
