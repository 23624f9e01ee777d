import { Button, Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { entityPaths } from '../entity/paths';

interface Props {
  /** Message id of why the form cannot be used here ('validation.useNavigation'). */
  message: string;
  /** Entity route segment the user should start from (e.g. 'serials'). */
  via?: string;
}

/**
 * Shown instead of a new form that must be reached through another screen (a season from its
 * serial): a form that could never be saved would only waste what the user types.
 */
export function NavigationRequired({ message, via }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <InlineAlert variant="notice" marginY="size-200">
      <Heading>{intl.formatMessage({ id: message })}</Heading>
      <Content>
        <p>{intl.formatMessage({ id: 'form.navigationRequired.explain' })}</p>
        {via && (
          <Button variant="primary" onPress={() => navigate(entityPaths.manage(via))}>
            {intl.formatMessage({ id: 'form.navigationRequired.goTo' }, { section: intl.formatMessage({ id: `nav.entities.${via}` }) })}
          </Button>
        )}
      </Content>
    </InlineAlert>
  );
}
