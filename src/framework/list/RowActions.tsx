import { ActionButton, Flex, Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import { IconArrowUpRight, IconEye, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { SubjectInstance } from '../../ability/ability';
import { toast } from '../../ui/toast';
import { AppIcon } from '../../ui/AppIcon';
import { entityPaths } from '../entity/paths';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration } from '../entity/types';
import type { AnyRow } from './listDocument';
import { RecordActionButtons } from './RecordActionButtons';
import { RowLink } from './RowLink';
import type { ListPermissions } from './useListPermissions';

export interface RowActionsProps {
  row: AnyRow;
  declaration: EntityDeclaration;
  /**
   * Route segment: edit is a link to `/<segment>/edit/<id>` (drawer entities' too: that route
   * opens the drawer). Without one (rows edited only in place) edit is a button.
   */
  segment?: string;
  permissions: ListPermissions;
  onEdit: (id: string) => void;
  onDelete: (row: AnyRow) => void;
}

/**
 * Edit, the declaration's extra links and delete; each only when the ability allows it. Edit and
 * the links are real links (new tab, copy link); delete is a button.
 */
export function RowActions({ row, declaration, segment, permissions, onEdit, onDelete }: RowActionsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = useRowTitle(declaration)(row);
  const t = (id: string) => intl.formatMessage({ id }, { name });
  const deletion = permissions.canDelete ? permissions.deleteOf(row as SubjectInstance) : { allowed: false };
  return (
    <Flex gap="size-50" alignItems="center" justifyContent="start">
      {permissions.canUpdate && (
        <TooltipTrigger delay={600}>
          {segment ? (
            <RowLink href={entityPaths.edit(segment, row.id)} onOpen={() => onEdit(row.id)} aria-label={t('list.actions.editRow')}>
              <AppIcon icon={IconPencil} />
            </RowLink>
          ) : (
            <ActionButton isQuiet aria-label={t('list.actions.editRow')} onPress={() => onEdit(row.id)}>
              <AppIcon icon={IconPencil} />
            </ActionButton>
          )}
          <Tooltip>{intl.formatMessage({ id: 'common.actions.edit' })}</Tooltip>
        </TooltipTrigger>
      )}
      {!permissions.canUpdate && (segment || declaration.drawer) && (
        // Who may read but not change a row (FINANCE and gateways, SUPPORT and invoices) opens it read-only.
        <TooltipTrigger delay={600}>
          {segment ? (
            <RowLink href={entityPaths.edit(segment, row.id)} onOpen={() => onEdit(row.id)} aria-label={t('records.actions.view')}>
              <AppIcon icon={IconEye} />
            </RowLink>
          ) : (
            <ActionButton isQuiet aria-label={t('records.actions.view')} onPress={() => onEdit(row.id)}>
              <AppIcon icon={IconEye} />
            </ActionButton>
          )}
          <Tooltip>{intl.formatMessage({ id: 'records.actions.viewTip' })}</Tooltip>
        </TooltipTrigger>
      )}
      <RecordActionButtons row={row} declaration={declaration} />
      {declaration.rowLinks?.map((link) => {
        const href = link.href(row as never);
        const label = intl.formatMessage({ id: link.label });
        // An icon with the label as its name and tooltip: a text link in a grid cell gives the cell a
        // visible text its accessible name does not start with (axe: label-content-name-mismatch).
        return (
          <TooltipTrigger key={link.label} delay={600}>
            <RowLink href={href} onOpen={() => void navigate(href)} aria-label={label}>
              <AppIcon icon={link.icon ?? IconArrowUpRight} />
            </RowLink>
            <Tooltip>{label}</Tooltip>
          </TooltipTrigger>
        );
      })}
      {deletion.allowed && (
        <TooltipTrigger delay={600}>
          <ActionButton isQuiet aria-label={t('list.actions.deleteRow')} onPress={() => onDelete(row)}>
            <AppIcon icon={IconTrash} />
          </ActionButton>
          <Tooltip>{intl.formatMessage({ id: 'common.actions.delete' })}</Tooltip>
        </TooltipTrigger>
      )}
      {!deletion.allowed && deletion.reason && (
        // A disabled button shows no tooltip, so this one stays pressable and explains instead.
        <TooltipTrigger delay={0}>
          <ActionButton
            isQuiet
            aria-label={`${t('list.actions.deleteDenied')}: ${intl.formatMessage({ id: deletion.reason })}`}
            onPress={() => toast.info(deletion.reason!)}
          >
            <AppIcon icon={IconLock} />
          </ActionButton>
          <Tooltip>{intl.formatMessage({ id: deletion.reason })}</Tooltip>
        </TooltipTrigger>
      )}
    </Flex>
  );
}
