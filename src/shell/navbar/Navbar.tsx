import { IconMenu2 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Brand } from '../../ui/Brand';
import { CustomizerButton } from '../customizer/CustomizerButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LiveStatus } from './LiveStatus';
import { NotificationsMenu } from './NotificationsMenu';
import { SearchButton } from './SearchButton';
import { ShortcutsMenu } from './ShortcutsMenu';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

interface Props {
  /** Shows the hamburger that opens the overlay navigation (narrow windows). */
  onOpenNav?: () => void;
  /** Horizontal layout: the navbar carries the brand. */
  showBrand?: boolean;
}

/** Search, shortcuts, the customizer, notifications, theme and language switchers and the user menu. */
export function Navbar({ onOpenNav, showBrand }: Props) {
  const intl = useIntl();
  return (
    <div className="navbar__content">
      {onOpenNav && (
        <button type="button" className="icon-button" onClick={onOpenNav} aria-label={intl.formatMessage({ id: 'shell.nav.open' })}>
          <IconMenu2 size={22} aria-hidden />
        </button>
      )}
      {showBrand && <Brand />}
      <SearchButton />
      <div className="navbar__spacer" />
      <LiveStatus />
      <LanguageSwitcher />
      <ThemeSwitcher />
      <ShortcutsMenu />
      <CustomizerButton />
      <NotificationsMenu />
      <UserMenu />
    </div>
  );
}
