import { LanguageSwitcher } from '../../app/navbar/LanguageSwitcher';
import { ThemeSwitcher } from '../../app/navbar/ThemeSwitcher';

/** Language and theme switchers for pages without the navbar. */
export function BlankToolbar() {
  return (
    <div className="blank-toolbar">
      <LanguageSwitcher />
      <ThemeSwitcher />
    </div>
  );
}
