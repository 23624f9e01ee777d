import { IconSettings } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { CustomizerPanelChunk } from './customizerChunk';
import { useCustomizer } from './customizerContext';

/** The navbar's gear: opens and closes the customizer (theme, colours, layout). */
export function CustomizerButton() {
  const intl = useIntl();
  const customizer = useCustomizer();
  if (!customizer) return null;
  return (
    <button
      ref={customizer.button}
      type="button"
      className="quiet-button nav-trigger"
      aria-expanded={customizer.open}
      aria-controls={customizer.open ? customizer.id : undefined}
      aria-label={intl.formatMessage({ id: 'shell.customizer.open' })}
      onClick={customizer.toggle}
      onPointerEnter={() => void CustomizerPanelChunk.preload()}
      onFocus={() => void CustomizerPanelChunk.preload()}
    >
      <IconSettings size={18} aria-hidden />
    </button>
  );
}
