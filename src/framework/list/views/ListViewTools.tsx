import type { EntityDeclaration } from '../../entity/types';
import { ColumnChooser } from './ColumnChooser';
import type { VisibleColumns } from './useVisibleColumns';
import { useViewLink } from './useViewLink';
import { ViewsMenu } from './ViewsMenu';

interface Props {
  declaration: EntityDeclaration;
  columns: VisibleColumns;
}

/** The manage screen's "Views" and "Columns" buttons; a `?view=<id>` link opens its view. */
export function ListViewTools({ declaration, columns }: Props) {
  useViewLink(declaration);
  return (
    <>
      <ViewsMenu declaration={declaration} columns={columns} />
      <ColumnChooser declaration={declaration} columns={columns} />
    </>
  );
}
