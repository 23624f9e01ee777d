import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PRIMARY_COLORS, type PrimaryColorName } from '../../core/config/colors';

interface Props {
  value: PrimaryColorName;
  onChange: (name: PrimaryColorName) => void;
}

/** Primary colour presets as a labelled group of toggle buttons. */
export function ColorSwatches({ value, onChange }: Props) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <div className="customizer__field">
      <span id={labelId} className="customizer__label">{intl.formatMessage({ id: 'shell.customizer.primaryColor' })}</span>
      <div role="group" aria-labelledby={labelId} className="swatches">
        {(Object.keys(PRIMARY_COLORS) as PrimaryColorName[]).map((name) => (
          <button
            key={name}
            type="button"
            className="swatch"
            style={{ background: PRIMARY_COLORS[name] }}
            aria-pressed={value === name}
            aria-label={intl.formatMessage({ id: `shell.customizer.color.${name}` })}
            title={intl.formatMessage({ id: `shell.customizer.color.${name}` })}
            onClick={() => onChange(name)}
          >
            {value === name && <IconCheck size={18} color="#fff" aria-hidden />}
          </button>
        ))}
      </div>
    </div>
  );
}
