import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowTitles } from '../../../src/entities/rowTitles';
import { isolate, isolateValues, ltrIsolate, withoutIsolates } from '../../../src/framework/display/isolates';
import { languageName } from '../../../src/framework/format/languageName';
import type { LanguageCode } from '../../../src/core/settings/types';
import { LANGUAGES } from '../../../src/i18n/locales';
import { loadMessages } from '../../../src/i18n/loadMessages';
import { notificationText } from '../../../src/shell/navbar/notificationText';
import { useToastFormatter } from '../../../src/shell/providers/useToastFormatter';
import { toast } from '../../../src/ui/toast';
import { toastQueue } from '../../../src/ui/kit/toastQueue';

const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

afterEach(() => {
  vi.restoreAllMocks();
});

async function intlFor(language: LanguageCode) {
  return createIntl({ locale: LANGUAGES[language].locale, messages: await loadMessages(language) });
}

describe('isolates', () => {
  it('wrap user text in first-strong isolates and structured values in LTR ones, and come off again', () => {
    expect(isolate('The 30-day challenge!')).toBe(`${FSI}The 30-day challenge!${PDI}`);
    expect(ltrIsolate('+989121234567')).toBe(`${LRI}+989121234567${PDI}`);
    expect(withoutIsolates(`Olivia ${ltrIsolate('<olivia@example.com>')}`)).toBe('Olivia <olivia@example.com>');
    // Numbers stay numbers, for the message to write in the viewer's digits.
    expect(isolateValues({ name: 'Join now!', count: 3, empty: '' })).toEqual({ name: isolate('Join now!'), count: 3, empty: '' });
  });
});

describe('languages are named in the viewer’s language', () => {
  const english = { code: 'en', title: 'English' };
  const persian = { code: 'fa', title: 'Persian' };

  it('from the ISO code, in Persian and in English', () => {
    expect(languageName(english, 'fa-IR')).toBe('انگلیسی');
    expect(languageName(persian, 'fa-IR')).toBe('فارسی');
    expect(languageName(english, 'en-US')).toBe('English');
    expect(languageName(persian, 'en-US')).toBe('Persian');
  });

  it('fall back to the stored title when the code has no name, then to the code', () => {
    expect(languageName({ code: 'zz', title: 'Zedish' }, 'fa-IR')).toBe('Zedish');
    expect(languageName({ code: 'not a tag!', title: 'Odd' }, 'en-US')).toBe('Odd');
    expect(languageName({ code: 'zz', title: null }, 'en-US')).toBe('zz');
    expect(languageName(null, 'en-US')).toBe('');
  });

  it('in the one place rows get their label: pickers, filters, row names', () => {
    const row = { id: '1', ...english, nativeTitle: 'English' };
    expect(rowTitles.Language.label(row, 'fa-IR')).toBe('انگلیسی');
    expect(rowTitles.Language.label(row, 'en-US')).toBe('English');
  });
});

describe('“Name <email>” labels', () => {
  it('keep the e-mail a left-to-right isolate after the name, in either language', () => {
    const olivia = { id: '7', fullName: 'Olivia Thomas', email: 'olivia@example.com' };
    const label = rowTitles.User.label(olivia, 'fa-IR');
    expect(label).toBe(`Olivia Thomas ${LRI}<olivia@example.com>${PDI}`);
    expect(rowTitles.User.label(olivia, 'en-US')).toBe(label);
  });
});

describe('user text inside a sentence of the other language', () => {
  it('is isolated in a notification, in Persian and in English', async () => {
    for (const language of ['fa', 'en'] as const) {
      const text = notificationText(await intlFor(language), 'MEDIA_PUBLISHED', { title: 'The 30-day challenge. Join now!' });
      expect(text).toContain(`${FSI}The 30-day challenge. Join now!${PDI}`);
    }
    const persian = notificationText(await intlFor('en'), 'USER_REGISTERED', { name: 'علی رضایی' });
    expect(persian).toBe(`${FSI}علی رضایی${PDI} signed up.`);
  });

  it('is isolated in a toast, in Persian and in English', async () => {
    const positive = vi.spyOn(toastQueue, 'positive').mockReturnValue(() => {});
    for (const language of ['fa', 'en'] as const) {
      const messages = await loadMessages(language);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <IntlProvider locale={LANGUAGES[language].locale} messages={messages}>{children}</IntlProvider>
      );
      const { unmount } = renderHook(() => useToastFormatter(), { wrapper });
      toast.success('views.toast.saved', { name: 'Olivia’s view!' });
      expect(positive.mock.lastCall?.[0]).toContain(`${FSI}Olivia’s view!${PDI}`);
      unmount();
    }
  });
});
