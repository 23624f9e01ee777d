import { IconSettings } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CustomizerPanel } from './CustomizerPanel';

/** The customizer's edge button and its panel; closing returns focus to the button. */
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
      >
        <IconSettings size={20} aria-hidden />
      </button>
      {open && <CustomizerPanel id={id} onClose={close} />}
    </>
  );
}
