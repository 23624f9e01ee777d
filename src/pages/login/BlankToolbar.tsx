import { LanguageSwitcher } from '../../shell/navbar/LanguageSwitcher';
import { ThemeSwitcher } from '../../shell/navbar/ThemeSwitcher';

/** Language and theme switchers for pages without the navbar. */
export function BlankToolbar() {
  return (
    <div className="blank-toolbar">
      <LanguageSwitcher />
      <ThemeSwitcher />
    </div>
  );
}
