import { IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { OVERLAY_NAV_BREAKPOINT } from '../../core/config/app';
import { DEFAULT_PRIMARY } from '../../core/config/colors';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { DEFAULT_LAYOUT, setNavLayout, updateLayout, updateSettings, useSettings } from '../../core/settings';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Divider } from '../../ui/kit/Layout';
import { Switch } from '../../ui/kit/Switch';
import { ChoiceGroup } from './ChoiceGroup';
import { ColorSwatches } from './ColorSwatches';

/** Theme, skin, primary colour and layout settings; every change applies and persists at once. */
export default function CustomizerPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const settings = useSettings();
  const { layout } = settings;
  const narrow = useMediaQuery(`(max-width: ${OVERLAY_NAV_BREAKPOINT - 0.02}px)`);
  const vertical = narrow || layout.appContentLayoutNav === 'vertical';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const reset = () => {
    updateSettings({ theme: 'light', skin: 'default', primaryColor: DEFAULT_PRIMARY, isVerticalNavSemiDark: false, layout: DEFAULT_LAYOUT });
  };
  return (
    <aside id={id} className="customizer" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="customizer__header">
        <div>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>{t('shell.customizer.title')}</h2>
          <p>{t('shell.customizer.subtitle')}</p>
        </div>
        <ActionButton isQuiet onPress={reset} aria-label={t('shell.customizer.reset')}><IconRefresh aria-hidden /></ActionButton>
        <ActionButton isQuiet onPress={onClose} aria-label={t('common.actions.close')}><IconX aria-hidden /></ActionButton>
      </div>
      <div className="customizer__body">
        <h3>{t('shell.customizer.theming')}</h3>
        <ColorSwatches value={settings.primaryColor} onChange={(primaryColor) => updateSettings({ primaryColor })} />
        <ChoiceGroup labelId="shell.theme.label" optionPrefix="shell.theme" options={['light', 'dark', 'system'] as const}
          value={settings.theme} onChange={(theme) => updateSettings({ theme })} />
        <ChoiceGroup labelId="shell.customizer.skin" optionPrefix="shell.customizer.skins" options={['default', 'bordered'] as const}
          value={settings.skin} onChange={(skin) => updateSettings({ skin })} />
        <Switch isEmphasized isSelected={settings.isVerticalNavSemiDark} isDisabled={!vertical}
          onChange={(isVerticalNavSemiDark) => updateSettings({ isVerticalNavSemiDark })}>
          {t('shell.customizer.semiDark')}
        </Switch>
        <Divider size="S" />
        <h3>{t('shell.customizer.layout')}</h3>
        <ChoiceGroup labelId="shell.customizer.navLayout" optionPrefix="shell.customizer.navLayouts" options={['vertical', 'horizontal'] as const}
          value={narrow ? 'vertical' : layout.appContentLayoutNav} onChange={setNavLayout} isDisabled={narrow}
          description={narrow ? t('shell.customizer.narrowHint') : undefined} />
        <Switch isEmphasized isSelected={layout.isVerticalNavCollapsed} isDisabled={!vertical || narrow}
          onChange={(isVerticalNavCollapsed) => updateLayout({ isVerticalNavCollapsed })}>
          {t('shell.customizer.collapsed')}
        </Switch>
        <ChoiceGroup labelId="shell.customizer.contentWidth" optionPrefix="shell.customizer.widths" options={['fluid', 'boxed'] as const}
          value={layout.appContentWidth} onChange={(appContentWidth) => updateLayout({ appContentWidth })} />
        <ChoiceGroup labelId="shell.customizer.navbarType" optionPrefix="shell.customizer.navbarTypes" options={['sticky', 'static', 'hidden'] as const}
          value={layout.navbarType} onChange={(navbarType) => updateLayout({ navbarType })} />
        <Switch isEmphasized isSelected={layout.isNavbarBlurEnabled} onChange={(isNavbarBlurEnabled) => updateLayout({ isNavbarBlurEnabled })}>
          {t('shell.customizer.navbarBlur')}
        </Switch>
      </div>
    </aside>
  );
}
