import { useListContext } from './ListContext';
import { PaginationFooter } from './PaginationFooter';

/** The pagination footer of the list in context: its page, size and total, nothing before the first page. */
export function ListPagination() {
  const { params, total, initialLoading, error } = useListContext();
  return (
    <PaginationFooter
      page={params.state.page}
      pageSize={params.state.pageSize}
      total={total}
      ready={!initialLoading && !error}
      onPageChange={params.setPage}
      onPageSizeChange={params.setPageSize}
    />
  );
}
