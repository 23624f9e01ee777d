import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApollo } from '../../utils/mockApollo';
import { messagesFor, renderForm } from '../form/renderForm';
import { planFeaturesDeclaration, shortQuestionDeclaration } from './declarations';

describe('string list field', () => {
  it('edits a plan’s features in place: type, add, move with the keyboard, remove, and saves them in order', async () => {
    const t = await messagesFor();
    const apollo = createTestApollo('ADMIN');
    const plan = apollo.db.all('Plan').find((row) => Array.isArray(row.features) && row.features.length >= 2);
    if (!plan) throw new Error('no seeded plan with features');
    const features = [...(plan.features as string[])];
    await renderForm(planFeaturesDeclaration, 'plans', { client: apollo.client, route: `/plans/edit/${plan.id}` });
    const user = userEvent.setup();
    const name = t('plan.fields.features');
    const list = await screen.findByRole('group', { name });
    const line = (index: number) => within(list).getByRole('textbox', { name: t('fields.list.item', { name, index }) });
    const button = (id: string, index: number) => within(list).getByRole('button', { name: t(id, { name, index }) });

    expect(line(1)).toHaveValue(features[0]);
    await user.clear(line(1));
    await user.type(line(1), 'Offline');
    await user.click(within(list).getByRole('button', { name: t('plan.fields.features.add') }));
    const added = features.length + 1;
    expect(line(added)).toHaveFocus();
    await user.keyboard('Two');

    button('fields.list.moveUp', added).focus();
    await user.keyboard('{Enter}');
    expect(line(added - 1)).toHaveValue('Two');
    expect(button('fields.list.moveUp', added - 1)).toHaveFocus();

    await user.click(button('fields.list.remove', 1));
    // Focus stays in the list, on the item that took the removed one's place.
    expect(button('fields.list.remove', 1)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    const expected = [...features.slice(1, -1), 'Two', features[features.length - 1]];
    await waitFor(() => expect(apollo.db.get('Plan', plan.id)?.features).toEqual(expected));
  }, 90_000);

  it('offers the one answer a short question needs, marked required, and drops blank answers from the input', async () => {
    const t = await messagesFor();
    const apollo = createTestApollo('ADMIN');
    const media = apollo.db.all('Media')[0];
    const declaration = { ...shortQuestionDeclaration, defaults: { mediaId: media.id } };
    await renderForm(declaration, 'shortquestion', { client: apollo.client, route: '/shortquestion/new' });
    const user = userEvent.setup();
    const name = t('shortQuestion.fields.answers');
    const list = await screen.findByRole('group', { name: `${name} ${t('fields.list.required')}` });
    const line = (index: number) => within(list).getByRole('textbox', { name: t('fields.list.item', { name, index }) });
    expect(within(list).getAllByRole('textbox')).toHaveLength(1);
    // The one offered row cannot be removed.
    expect(within(list).getByRole('button', { name: t('fields.list.remove', { name, index: 1 }) })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${t('shortQuestion.fields.question')}`) }), 'Where is the station?');
    await user.tab();
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(list).toHaveAccessibleDescription(t('validation.answerRequired')));

    await user.type(line(1), 'Next to the park');
    await user.click(within(list).getByRole('button', { name: t('shortQuestion.fields.answers.add') }));
    await user.click(within(list).getByRole('button', { name: t('shortQuestion.fields.answers.add') }));
    await user.type(line(3), 'By the park');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    await waitFor(() => expect(apollo.db.all('ShortQuestion').find((row) => row.question === 'Where is the station?')?.answers).toEqual(['Next to the park', 'By the park']));
  }, 90_000);
});
