import { ActionButton, Flex, Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import { IconArrowUpRight, IconBolt, IconEye, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { AppIcon } from '../../ui/AppIcon';
import { useSegmentOf } from '../entity/entityRoute';
import { entityPaths } from '../../paths';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration, RecordAction } from '../entity/types';
import type { AnyRow } from './listDocument';
import { rowActionItems, splitRowActions, type RowActionItem } from './rowActionItems';
import { RowActionsMenu } from './RowActionsMenu';
import { RowLink } from './RowLink';
import type { ListPermissions } from './useListPermissions';
import { useRecordActions } from './useRecordActions';

export interface RowActionsProps {
  row: AnyRow;
  declaration: EntityDeclaration;
  permissions: ListPermissions;
  onEdit: (id: string) => void;
  onDelete: (row: AnyRow) => void;
}

/** An icon-only control with its label as a tooltip on hover and keyboard focus. */
function Tipped({ tip, delay = 600, children }: { tip: string; delay?: number; children: ReactElement }) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <Tooltip>{tip}</Tooltip>
    </TooltipTrigger>
  );
}

/**
 * The row's actions (rowActionItems): up to four icons, each named for the row and labelled by a
 * tooltip on hover and keyboard focus; beyond that the last ones go to a "More actions" menu.
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

  const render = (item: RowActionItem): ReactElement => {
    switch (item.kind) {
      case 'open': {
        const [icon, label, tip] = item.mode === 'edit' ? [IconPencil, t('list.actions.editRow'), t('common.actions.edit')] : [IconEye, t('records.actions.view'), t('records.actions.viewTip')];
        return (
          <Tipped key="open" tip={tip}>
            {segment ? (
              <RowLink href={entityPaths.edit(segment, row.id)} onOpen={() => onEdit(row.id)} aria-label={label}>
                <AppIcon icon={icon} />
              </RowLink>
            ) : (
              <ActionButton isQuiet aria-label={label} onPress={() => onEdit(row.id)}>
                <AppIcon icon={icon} />
              </ActionButton>
            )}
          </Tipped>
        );
      }
      case 'record': {
        const text = intl.formatMessage({ id: item.action.label });
        return (
          <Tipped key={item.action.key} tip={text}>
            <ActionButton isQuiet isDisabled={records.running !== null} aria-label={t('records.actions.rowLabel', { text })} onPress={() => run(item.action)}>
              <AppIcon icon={item.action.icon ?? IconBolt} />
            </ActionButton>
          </Tipped>
        );
      }
      case 'link': {
        const href = item.link.href(row as never);
        const label = intl.formatMessage({ id: item.link.label });
        // The label is the link's name and tooltip: a visible text in a grid cell would give the cell
        // a text its accessible name does not start with (axe: label-content-name-mismatch).
        return (
          <Tipped key={item.link.label} tip={label}>
            <RowLink href={href} onOpen={() => void navigate(href)} aria-label={label}>
              <AppIcon icon={item.link.icon ?? IconArrowUpRight} />
            </RowLink>
          </Tipped>
        );
      }
      case 'delete':
        return (
          <Tipped key="delete" tip={t('common.actions.delete')}>
            <ActionButton isQuiet aria-label={t('list.actions.deleteRow')} onPress={() => onDelete(row)}>
              <AppIcon icon={IconTrash} />
            </ActionButton>
          </Tipped>
        );
      case 'locked': {
        const reason = intl.formatMessage({ id: item.reason });
        // A disabled button shows no tooltip, so this one stays pressable and explains instead.
        return (
          <Tipped key="locked" tip={reason} delay={0}>
            <ActionButton isQuiet aria-label={`${t('list.actions.deleteDenied')}: ${reason}`} onPress={() => toast.info(item.reason)}>
              <AppIcon icon={IconLock} />
            </ActionButton>
          </Tipped>
        );
      }
    }
  };

  return (
    <Flex gap="size-50" alignItems="center" justifyContent="start">
      {inline.map(render)}
      {more.length > 0 && <RowActionsMenu items={more} row={row} name={name} running={records.running !== null} onRun={run} onOpen={() => onEdit(row.id)} onDelete={() => onDelete(row)} />}
    </Flex>
  );
}
