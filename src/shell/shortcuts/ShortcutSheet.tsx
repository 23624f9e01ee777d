import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, DialogContent, DialogHeading } from '../../ui/kit/Dialog';
import { modifierKeyId } from './platform';
import './shortcuts.css';

/** Each shortcut: the keys pressed together (message ids or literal key caps) and what it does. */
const SHORTCUTS: { keys: string[]; action: string }[] = [
  { keys: ['mod', 'K'], action: 'palette.sheet.open' },
  { keys: ['palette.key.arrows'], action: 'palette.sheet.move' },
  { keys: ['palette.key.enter'], action: 'palette.sheet.run' },
  { keys: ['mod', 'S'], action: 'palette.sheet.save' },
  { keys: ['mod', 'P'], action: 'palette.sheet.print' },
  { keys: ['palette.key.esc'], action: 'palette.sheet.close' },
  { keys: ['?'], action: 'palette.sheet.sheet' },
  { keys: ['/'], action: 'palette.sheet.search' },
  { keys: ['palette.key.enter'], action: 'palette.sheet.cellEdit' },
  { keys: ['F2'], action: 'palette.sheet.cellEditF2' },
  { keys: ['Tab'], action: 'palette.sheet.cellNext' },
  { keys: ['mod', 'palette.key.enter'], action: 'palette.sheet.rowOpen' },
  { keys: ['mod', 'Z'], action: 'palette.sheet.cellUndo' },
  { keys: ['palette.key.shift', 'palette.key.allArrows'], action: 'palette.sheet.rangeExtend' },
  { keys: ['mod', 'C'], action: 'palette.sheet.rangeCopy' },
  { keys: ['mod', 'D'], action: 'palette.sheet.fillDown' },
];

/** The keyboard shortcuts, with the platform's key names (Ctrl or ⌘). */
export function ShortcutSheet() {
  const intl = useIntl();
  const keyName = (key: string) => {
    if (key === 'mod') return intl.formatMessage({ id: modifierKeyId() });
    return key.startsWith('palette.') ? intl.formatMessage({ id: key }) : key;
  };
  return (
    <Dialog size="L" className="shortcut-sheet">
      <DialogHeading hasDivider={false}>{intl.formatMessage({ id: 'palette.sheet.title' })}</DialogHeading>
      <DialogContent scrollLabel={intl.formatMessage({ id: 'palette.sheet.title' })}>
        <table className="shortcut-sheet__table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'palette.sheet.keys' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'palette.sheet.action' })}</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map(({ keys, action }) => (
              <tr key={action}>
                <td className="shortcut-sheet__keys">
                  {/* Key caps read left to right in both languages. */}
                  <span dir="ltr">
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 && ' + '}
                        <kbd>{keyName(key)}</kbd>
                      </Fragment>
                    ))}
                  </span>
                </td>
                <td>{intl.formatMessage({ id: action })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
