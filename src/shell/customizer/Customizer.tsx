import { IconSettings } from '@tabler/icons-react';
import { Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent } from '../../ui/lazyComponent';

// Spectrum's switches and radio groups load with the panel, from the first intent towards the button.
const Panel = lazyComponent(() => import('./CustomizerPanel'));

/**
 * The customizer's edge button and its panel; closing returns focus to the button. A press before
 * the panel's chunk is in opens it when it arrives (the panel then takes focus).
 */
export function Customizer() {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="customizer-toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={intl.formatMessage({ id: 'shell.customizer.open' })}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void Panel.preload()}
        onFocus={() => void Panel.preload()}
      >
        <IconSettings size={20} aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <Panel id={id} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
