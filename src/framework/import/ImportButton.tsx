import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../ability/useAppAbility';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { DialogContainer } from '../../ui/kit/Dialog';
import type { EntityDeclaration } from '../entity/types';

// The parser and the import steps load when the dialog opens, not with the list.
const ImportDialog = lazy(() => import('./ImportDialog'));

interface Props {
  declaration: EntityDeclaration;
  title: string;
}

/** "Import" beside Export, only for a viewer who may create rows of the entity. */
export function ImportButton({ declaration, title }: Props) {
  const intl = useIntl();
  const ability = useAppAbility();
  const [open, setOpen] = useState(false);
  if (!ability.can('create', declaration.subject)) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <AppIcon icon={IconFileImport} />
        <span>{intl.formatMessage({ id: 'import.open' })}</span>
      </Button>
      <DialogContainer onDismiss={() => setOpen(false)}>
        {open && (
          <Suspense fallback={null}>
            <ImportDialog declaration={declaration} title={title} />
          </Suspense>
        )}
      </DialogContainer>
    </>
  );
}
