import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import master from '../../../src/entities/master';
import { ImportReport } from '../../../src/framework/import/ImportReport';
import { importFields } from '../../../src/framework/import/importFields';
import { autoMap, unmappedRequired } from '../../../src/framework/import/mapping';
import { loadMessages } from '../../../src/i18n/loadMessages';
import { messageText } from '../../../src/i18n/messageText';

const plainLabel = (_id: string, fallback: string) => fallback;

describe('column mapping', () => {
  const fields = importFields('Master', master.fields, plainLabel);

  it('offers only fields a cell can hold: no rich text', () => {
    expect(fields.map(({ field }) => field.name)).not.toContain('bio');
    expect(fields.map(({ field }) => field.name)).toContain('languageIds');
  });

  it('matches each field once, case and spacing aside, and names required fields left unmapped', () => {
    const mapping = autoMap(['First name', 'EMAIL', 'email', 'Shoe size'], fields, { firstName: 'First name' });
    expect(mapping).toEqual(['firstName', 'email', null, null]);
    expect(unmappedRequired(mapping, fields).map(({ field }) => field.name)).toEqual(['lastName']);
  });
});

describe('import report', () => {
  it.each(['en', 'fa'] as const)('counts the rows and names each refused row and field, translated (%s)', async (locale) => {
    const messages = await loadMessages(locale);
    render(
      <IntlProvider locale={locale === 'fa' ? 'fa-IR' : 'en-US'} messages={messages}>
        <ImportReport
          stage="check"
          labelOf={(name) => ({ email: locale === 'fa' ? 'ایمیل' : 'E-mail' })[name] ?? name}
          results={[
            { line: 0, ok: true, id: null, unchanged: false, userErrors: [] },
            { line: 3, ok: false, id: null, unchanged: false, userErrors: [{ field: ['input', 'email'], message: 'validation.taken', code: 'TAKEN' as never, values: null }] },
          ]}
        />
      </IntlProvider>,
    );
    const status = screen.getByRole('status');
    const rows = within(status).getByRole('list', { name: messageText(messages['import.report.refusedRows']) });
    if (locale === 'en') {
      expect(status).toHaveTextContent('1 row is ready to import; 1 row has problems.');
      expect(rows).toHaveTextContent('Row 4: E-mail: This value is already used');
    } else {
      expect(status).toHaveTextContent('۱ ردیف آمادهٔ درون‌ریزی است؛ ۱ ردیف مشکل دارد.');
      expect(rows).toHaveTextContent(`ردیف ۴: ایمیل: ${messageText(messages['validation.taken'])}`);
    }
  });
});
