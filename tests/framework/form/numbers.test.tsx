import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import plan from '../../../src/entities/plan';
import { numberText } from '../../../src/framework/fields/numberText';
import { LANGUAGES } from '../../../src/i18n/locales';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';

type Lang = 'fa' | 'en';
/** A load or save through the in-process server, on a machine that may be busy. */
const SLOW = 5_000;

// Seeding the in-process server takes a while on a busy machine: once, before the timed tests.
beforeAll(() => void sharedTestApollo('FINANCE'));

/** A plan of the test's own in USD, open in its edit form for FINANCE. */
async function openPlan(language: Lang) {
  const t = await messagesFor(language);
  const apollo = sharedTestApollo('FINANCE');
  const row = apollo.db.insert('Plan', { ...apollo.db.all('Plan')[0], id: undefined, title: 'Numbers plan', currency: 'USD', price: 1000, durationDays: 30, discountPercent: 0 });
  const before = { ...row };
  const { router } = await renderForm(plan, 'plans', { client: apollo.client, role: 'FINANCE', language, route: `/plans/edit/${row.id}` });
  const user = userEvent.setup();
  const field = (id: string) => screen.getByRole('textbox', { name: named(t(id)) });
  await waitFor(() => expect(field('plan.fields.title')).toHaveValue('Numbers plan'), { timeout: SLOW });
  /** Replaces a field's text as a user does, then leaves the field. */
  const type = async (id: string, text: string) => {
    await user.clear(field(id));
    await user.type(field(id), text);
    await user.tab();
  };
  const stored = () => apollo.db.get('Plan', row.id)!;
  const shown = (value: number, options = {}) => numberText(value, LANGUAGES[language].locale, options);
  return { t, user, field, type, stored, before, router, shown, save: () => user.click(screen.getByRole('button', { name: t('common.actions.save') })) };
}

for (const language of ['en', 'fa'] as const) {
  describe(`numbers on the plan form are never changed behind the user's back (${language})`, () => {
    it('keeps a fraction, a negative, letters and a Persian fraction in a whole number, and says why', async () => {
      const { t, field, type, shown } = await openPlan(language);
      const duration = 'plan.fields.durationDays';
      const cases: [string, string, string][] = [
        ['12.5', shown(12.5), t('validation.integer')],
        ['-5', shown(-5), t('validation.min', { min: 1 })],
        ['12abc', '12abc', t('validation.number')],
        ['۱۲٫۵', shown(12.5), t('validation.integer')],
      ];
      for (const [typed, kept, error] of cases) {
        await type(duration, typed);
        expect(field(duration), `${typed} stays`).toHaveValue(kept);
        expect(field(duration), `${typed} is explained`).toHaveAccessibleDescription(error);
        expect(field(duration)).toHaveAttribute('aria-invalid', 'true');
      }
    });

    it('keeps a percentage out of range, says why, and saves nothing', async () => {
      const { t, field, type, stored, before, router, shown, save } = await openPlan(language);
      const discount = 'plan.fields.discountPercent';
      await type(discount, '150');
      expect(field(discount)).toHaveValue(shown(150));
      expect(field(discount)).toHaveAccessibleDescription(t('validation.percent'));
      await type(discount, '-5');
      expect(field(discount)).toHaveValue(shown(-5));
      expect(field(discount)).toHaveAccessibleDescription(t('validation.percent'));

      await save();
      expect(await screen.findByText(t('form.summary'), {}, { timeout: SLOW })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/plans/edit/${before.id}`);
      expect(field(discount)).toHaveValue(shown(-5));
      expect(stored()).toMatchObject({ discountPercent: before.discountPercent, updatedAt: before.updatedAt });
    });

    it('keeps an amount with more decimals than its currency has, and says so', async () => {
      const { t, field, type, stored, before, shown, save } = await openPlan(language);
      await type('plan.fields.price', '12.345');
      expect(field('plan.fields.price')).toHaveValue(shown(1234.5, { shift: 2, minimumFractionDigits: 2, currency: 'USD' }));
      expect(field('plan.fields.price')).toHaveAccessibleDescription(t('validation.moneyFraction'));
      await type('plan.fields.price', '-5');
      expect(field('plan.fields.price')).toHaveAccessibleDescription(t('validation.min', { min: 0 }));
      await save();
      expect(await screen.findByText(t('form.summary'), {}, { timeout: SLOW })).toBeInTheDocument();
      expect(stored().price).toBe(before.price);
    });

    it('steps by one with the arrow keys, within the declared range only', async () => {
      const { user, field, type, shown } = await openPlan(language);
      const discount = 'plan.fields.discountPercent';
      await user.clear(field(discount));
      // An empty field starts from the range's nearest value to zero, as a spin button does.
      await user.keyboard('{ArrowDown}');
      expect(field(discount)).toHaveValue(shown(0));
      await user.keyboard('{ArrowDown}');
      expect(field(discount)).toHaveValue(shown(0));
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(field(discount)).toHaveValue(shown(2));
      await type(discount, '100');
      await user.click(field(discount));
      await user.keyboard('{ArrowUp}');
      expect(field(discount)).toHaveValue(shown(100));
      await user.keyboard('{ArrowDown}');
      expect(field(discount)).toHaveValue(shown(99));
    });

    it('accepts Persian digits and separators and saves exactly what they say', async () => {
      const { type, stored, router, save } = await openPlan(language);
      await type('plan.fields.durationDays', '۹۰');
      await type('plan.fields.discountPercent', '۱۵');
      await type('plan.fields.price', '۱٬۲۳۴٫۵');
      await save();
      await waitFor(() => expect(router.state.location.pathname).toBe('/plans/manage'), { timeout: SLOW });
      expect(stored()).toMatchObject({ durationDays: 90, discountPercent: 15, price: 123450 });
    });
  });
}
