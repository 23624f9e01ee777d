import { IconArrowUpRight, IconBolt, IconEye, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ComponentType, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { useSegmentOf } from '../entity/entityRoute';
import { useWhy } from '../format/why/useWhy';
import { entityPaths } from '../../paths';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration, RecordAction } from '../entity/types';
import type { AnyRow } from './listDocument';
import { rowActionItems, splitRowActions, type RowActionItem } from './rowActionItems';
import { RowActionsMenu } from './RowActionsMenu';
import { RowActionButton } from './RowActionButton';
import { RowLink } from './RowLink';
import type { ListPermissions } from './useListPermissions';
import { useRecordActions } from './useRecordActions';

type Glyph = ComponentType<{ size?: number; className?: string; 'aria-hidden'?: boolean }>;

export interface RowActionsProps {
  row: AnyRow;
  declaration: EntityDeclaration;
  permissions: ListPermissions;
  onEdit: (id: string) => void;
  onDelete: (row: AnyRow) => void;
}

/**
 * The row's actions (rowActionItems): up to four icons, each named for the row and labelled by a
 * tip on hover and keyboard focus (the table's one TruncationTip, not a trigger per button); beyond that the last ones go to a "More actions" menu.
 * Edit and the links are real links (new tab, copy link); the rest are buttons. On the entity's
 * own route edit links to `/<segment>/edit/<id>` (drawer entities' too: that route opens the
 * drawer); rows of another entity shown there (edited only in place) get a button instead.
 */
export function RowActions({ row, declaration, permissions, onEdit, onDelete }: RowActionsProps) {
  const segment = useSegmentOf(declaration.subject);
  const intl = useIntl();
  const navigate = useNavigate();
  const records = useRecordActions(declaration);
  const name = useRowTitle(declaration)(row);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, { name, ...values });
  const { inline, more } = splitRowActions(rowActionItems(row, { declaration, segment, permissions, allows: records.allows }));
  const run = (action: RecordAction<AnyRow>) => void records.run(action, [row]);
  const explain = useWhy();

  const icon = (Drawn: Glyph) => <Drawn size={18} aria-hidden className="row-action__icon" />;
  const render = (item: RowActionItem): ReactElement => {
    switch (item.kind) {
      case 'open': {
        const [glyph, label, tip] = item.mode === 'edit' ? [IconPencil, t('list.actions.editRow'), t('common.actions.edit')] : [IconEye, t('records.actions.view'), t('records.actions.viewTip')];
        return segment ? (
          <RowLink key="open" href={entityPaths.edit(segment, row.id)} onOpen={() => onEdit(row.id)} aria-label={label} tip={tip}>
            {icon(glyph)}
          </RowLink>
        ) : (
          <RowActionButton key="open" aria-label={label} tip={tip} onPress={() => onEdit(row.id)}>
            {icon(glyph)}
          </RowActionButton>
        );
      }
      case 'record': {
        const text = intl.formatMessage({ id: item.action.label });
        return (
          <RowActionButton key={item.action.key} action={item.action.key} tip={text} disabled={records.running !== null} aria-label={t('records.actions.rowLabel', { text })} onPress={() => run(item.action)}>
            {icon(item.action.icon ?? IconBolt)}
          </RowActionButton>
        );
      }
      case 'link': {
        const href = item.link.href(row as never);
        const label = intl.formatMessage({ id: item.link.label });
        // The label is the link's name and tip: a visible text in a grid cell would give the cell
        // a text its accessible name does not start with (axe: label-content-name-mismatch).
        return (
          <RowLink key={item.link.label} href={href} onOpen={() => void navigate(href)} aria-label={label} tip={label}>
            {icon(item.link.icon ?? IconArrowUpRight)}
          </RowLink>
        );
      }
      case 'delete':
        return (
          <RowActionButton key="delete" action="delete" tip={t('common.actions.delete')} aria-label={t('list.actions.deleteRow')} onPress={() => onDelete(row)}>
            {icon(IconTrash)}
          </RowActionButton>
        );
      case 'locked': {
        // "Why?": the rule that refused, named by CASL's own lookup on this row (issue 34).
        const reason = explain({ action: 'delete', subject: declaration.subject, record: row }, row.id);
        // A disabled button shows no tip, so this one stays pressable and explains instead, at once.
        return (
          <RowActionButton key="locked" tip={reason} tipDelay={0} aria-label={`${t('list.actions.deleteDenied')}: ${reason}`} onPress={() => toast.info(item.reason)}>
            {icon(IconLock)}
          </RowActionButton>
        );
      }
    }
  };

  return (
    <div className="row-actions">
      {inline.map(render)}
      {more.length > 0 && <RowActionsMenu items={more} row={row} name={name} subject={declaration.subject} running={records.running !== null} onRun={run} onOpen={() => onEdit(row.id)} onDelete={() => onDelete(row)} />}
    </div>
  );
}
