import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useLocale } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { useValueFormatter } from '../format/useValueFormatter';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Flex } from '../../ui/kit/Layout';
import { LazyPicker } from '../../ui/kit/LazyPicker';
import { lastPageOf, PAGE_SIZES } from './listParams';

export interface PaginationFooterProps {
  page: number;
  /** null is All. */
  pageSize: number | null;
  total: number;
  /** False until the first page arrived (or after a failure): no "0–0 of 0" then. */
  ready?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number | null) => void;
}

const ALL = 'all';

/**
 * Page size (2 … 100 or All), "1–10 of 10,000" in the viewer's digits, and first/previous/next/
 * last. Arrows point the way reading goes: in Persian "next" points left.
 */
export function PaginationFooter({ page, pageSize, total, ready = true, onPageChange, onPageSizeChange }: PaginationFooterProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const rtl = useLocale().direction === 'rtl';
  const last = lastPageOf(total, pageSize);
  const from = total === 0 ? 0 : pageSize ? (page - 1) * pageSize + 1 : 1;
  const to = pageSize ? Math.min(total, page * pageSize) : total;
  const sizes = [...PAGE_SIZES.map((size) => ({ key: String(size), label: format.number(size) })), { key: ALL, label: intl.formatMessage({ id: 'list.pagination.all' }) }];
  const t = (id: string) => intl.formatMessage({ id });
  const buttons = [
    { id: 'list.pagination.first', icon: rtl ? IconChevronsRight : IconChevronsLeft, target: 1, disabled: page <= 1 },
    { id: 'list.pagination.previous', icon: rtl ? IconChevronRight : IconChevronLeft, target: page - 1, disabled: page <= 1 },
    { id: 'list.pagination.next', icon: rtl ? IconChevronLeft : IconChevronRight, target: page + 1, disabled: page >= last },
    { id: 'list.pagination.last', icon: rtl ? IconChevronsLeft : IconChevronsRight, target: last, disabled: page >= last },
  ];

  return (
    <nav aria-label={t('list.pagination.label')} className="list-pagination">
      {/* A light select: Spectrum's Picker measured its width on every list's mount. */}
      <LazyPicker
        label={t('list.pagination.pageSize')}
        labelPosition="side"
        width="auto"
        options={sizes}
        selectedKey={pageSize === null ? ALL : String(pageSize)}
        onChange={(key) => key !== null && onPageSizeChange(key === ALL ? null : Number(key))}
      />
      <span className="list-pagination__range" aria-live="polite">
        {ready && intl.formatMessage({ id: 'list.pagination.range' }, { min: format.number(from), max: format.number(to), count: format.number(total) })}
      </span>
      <Flex gap="size-50" alignItems="center">
        {buttons.map((button) => (
          <ActionButton key={button.id} isQuiet aria-label={t(button.id)} isDisabled={button.disabled} onPress={() => onPageChange(button.target)}>
            <AppIcon icon={button.icon} />
          </ActionButton>
        ))}
      </Flex>
    </nav>
  );
}
