import type { EntityDeclaration } from '../../entity/types';
import { ColumnChooser, type ShownColumns } from './ColumnChooser';
import type { VisibleColumns } from './useVisibleColumns';
import { useViewLink } from './useViewLink';
import { ViewsMenu } from './ViewsMenu';

interface Props {
  declaration: EntityDeclaration;
  columns: VisibleColumns;
  /** What the table shows for the card's width (the chooser lists the rest as left out). */
  fit: ShownColumns;
}

/** The manage screen's "Views" and "Columns" buttons; a `?view=<id>` link opens its view. */
export function ListViewTools({ declaration, columns, fit }: Props) {
  useViewLink(declaration);
  return (
    <>
      <ViewsMenu declaration={declaration} columns={columns} />
      <ColumnChooser declaration={declaration} columns={columns} fit={fit} />
    </>
  );
}
