import { ActionButton, Text, Tooltip, TooltipTrigger } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration, RecordAction } from '../entity/types';
import type { AnyRow } from './listDocument';
import { useRecordActions } from './useRecordActions';

/**
 * The declaration's row actions (Approve, Resolve…) as buttons in the row, each only when the
 * ability allows it on this row and the row is in a state it applies to.
 */
export function RecordActionButtons({ row, declaration }: { row: AnyRow; declaration: EntityDeclaration }) {
  const intl = useIntl();
  const actions = useRecordActions(declaration);
  const titleOf = useRowTitle(declaration);
  const offered = (declaration.rowActions ?? []).filter((action) => actions.allows(action as RecordAction<AnyRow>, row));
  if (offered.length === 0) return null;
  const name = titleOf(row);
  return (
    <>
      {offered.map((action) => {
        const label = intl.formatMessage({ id: action.label });
        const button = (
          <ActionButton
            key={action.key}
            isQuiet
            isDisabled={actions.running !== null}
            aria-label={intl.formatMessage({ id: 'records.actions.rowLabel' }, { text: label, name })}
            onPress={() => void actions.run(action as RecordAction<AnyRow>, [row])}
          >
            {action.icon ? <AppIcon icon={action.icon} /> : <Text>{label}</Text>}
          </ActionButton>
        );
        // An icon alone names itself in a tooltip, like edit and delete beside it.
        return action.icon ? (
          <TooltipTrigger key={action.key} delay={600}>
            {button}
            <Tooltip>{label}</Tooltip>
          </TooltipTrigger>
        ) : (
          button
        );
      })}
    </>
  );
}
