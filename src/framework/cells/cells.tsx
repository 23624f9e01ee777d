import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Flag } from '../display/Flag';
import { Thumbnail } from '../display/Thumbnail';
import type { EnumName } from '../entity/enums';
import type { RefRow } from '../entity/declarationKeys';
import type { ColumnParts } from '../entity/types';
import type { BuiltColumn } from './builtColumn';
import { useValueFormatter } from '../format/useValueFormatter';
import { durationDisplay } from '../format/clock';
import { Badge, type BadgeVariant } from '../../ui/kit/Feedback';
import { CellText } from './CellText';

/** Colour of a status badge by what the value means, not by entity. */
const variantOf: Record<string, BadgeVariant> = {
  ACTIVE: 'positive', PUBLISHED: 'positive', SUCCEEDED: 'positive', PAID: 'positive', APPROVED: 'positive', RESOLVED: 'positive', SENT: 'positive',
  SUSPENDED: 'negative', FAILED: 'negative', REJECTED: 'negative', VOID: 'negative', OPEN: 'negative',
  PENDING: 'yellow', DRAFT: 'yellow', REVIEWING: 'yellow', SCHEDULED: 'info', ISSUED: 'info', REFUNDED: 'info',
  ARCHIVED: 'neutral', ENDED: 'neutral', DISMISSED: 'neutral',
};

/** A status by what it means: the kit's Badge (one span, as a page shows one or two in every row). */
export function EnumBadge({ enumName, value, cut }: { enumName: EnumName; value: string | null | undefined; cut?: boolean }) {
  const format = useValueFormatter();
  if (!value) return null;
  const variant = variantOf[value];
  const label = format.enumValue(enumName, value);
  if (variant) return <Badge variant={variant}>{label}</Badge>;
  // In a table's narrow column a plain label stays on one line, cut at its end (whole in a tip).
  return cut ? <CellText>{label}</CellText> : <span>{label}</span>;
}

export function BooleanMark({ value }: { value: boolean | null | undefined }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: value ? 'cells.yes' : 'cells.no' });
  return value ? <IconCheck size={18} aria-label={label} role="img" /> : <IconMinus size={18} aria-label={label} role="img" opacity={0.5} />;
}

type RowOf = Record<string, unknown>;

/** Px that show an address of about 44 characters whole (`first.middle.last@teachers.example.com`) in either font. */
const EMAIL_WIDTH = 400;
const get = (row: RowOf, path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value as RowOf | null)?.[key], row);

/**
 * Column builders for the common shapes, so entity declarations stay one line per column.
 *
 * @example columns: [col.text('title', { sort: 'TITLE' }), col.enum('status', 'MediaStatus'), col.date('createdAt')]
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a row the declaration does not give is any */
export const col = {
  text: <const K extends string, const S extends string = never, Row = any>(key: K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({ key, ...extra }),
  /** A referenced row shown by `label`, which gets that row typed from the list row (`language { id title }`). */
  ref: <const K extends string, const S extends string = never, Row = any>(key: K, label: (value: RefRow<Row, K>) => string, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    render: (row) => {
      const value = get(row as RowOf, key) as RowOf | null;
      return value ? label(value as RefRow<Row, K>) : '—';
    },
    text: (row) => {
      const value = get(row as RowOf, key) as RowOf | null;
      return value ? label(value as RefRow<Row, K>) : '';
    },
    kind: 'reference',
    ...extra,
  }),
  enum: <const K extends string, const S extends string = never, Row = any>(key: K, enumName: EnumName, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    render: (row) => <EnumBadge enumName={enumName} value={get(row as RowOf, key) as string} cut />,
    text: (row, format) => format.enumValue(enumName, get(row as RowOf, key) as string),
    kind: 'enum',
    ...extra,
  }),
  bool: <const K extends string, const S extends string = never, Row = any>(key: K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    render: (row) => <BooleanMark value={get(row as RowOf, key) as boolean} />,
    text: (row, format) => format.message(get(row as RowOf, key) ? 'cells.yes' : 'cells.no'),
    kind: 'boolean',
    ...extra,
  }),
  date: <const K extends string, const S extends string = never, Row = any>(key: K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    text: (row, format) => format.date(get(row as RowOf, key) as string),
    kind: 'date',
    ...extra,
  }),
  money: <const K extends string, const S extends string = never, Row = any>(key: K, currencyKey = 'currency', extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    text: (row, format) => format.money(get(row as RowOf, key) as number, get(row as RowOf, currencyKey) as string),
    kind: 'money',
    currencyKey,
    ...extra,
  }),
  /** A length in whole seconds as m:ss or h:mm:ss in the viewer's digits (41:16, ۱:۰۵:۳۰); never cut. */
  duration: <const K extends string, const S extends string = never, Row = any>(key: K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    text: (row, format) => durationDisplay(get(row as RowOf, key), format.number),
    kind: 'code',
    ...extra,
  }),
  /**
   * An e-mail address, left to right in either language: ranked with statuses and amounts
   * (priority 2: support finds people by it) and wide enough to show an address whole, which a
   * column ranked lower never takes from it; cut at its end (whole on hover and focus) only when
   * the window is too narrow, before the column leaves.
   */
  email: <const K extends string, const S extends string = never, Row = any>(key: K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    kind: 'text',
    width: EMAIL_WIDTH,
    priority: 2,
    dir: () => 'ltr',
    ...extra,
  }),
  /** A small image (cover, thumbnail) in a fixed box; the CSV gets its URL. */
  image: <const K extends string, const S extends string = never, Row = any>(key: K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    render: (row) => <Thumbnail url={get(row as RowOf, key) as string | null} />,
    text: (row) => (get(row as RowOf, key) as string | null) ?? '',
    width: 90,
    kind: 'image',
    ...extra,
  }),
  country: <const K extends string = 'countryCode', const S extends string = never, Row = any>(key: K = 'countryCode' as K, extra: ColumnParts<Row, S> = {}): BuiltColumn<NoInfer<K>, NoInfer<S>, Row> => ({
    key,
    render: (row) => <Flag iso={(get(row as RowOf, key) as string) ?? undefined} />,
    kind: 'flag',
    ...extra,
  }),
};
/* eslint-enable @typescript-eslint/no-explicit-any */
