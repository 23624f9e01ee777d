import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quizDeclaration } from './declarations';
import { messagesFor, named, renderForm, sharedTestApollo } from './renderForm';


async function renderQuiz(language: 'en' | 'fa' = 'en') {
  const t = await messagesFor(language);
  const { client } = sharedTestApollo('ADMIN');
  await renderForm(quizDeclaration, 'quiz', { client, route: '/quiz/new', language });
  const name = named(t('quiz.fields.options'));
  await screen.findByRole('radiogroup', { name });
  // Radios (single) sit in a radiogroup, checkboxes (multiple) in a group.
  const group = () => screen.queryByRole('radiogroup', { name }) ?? screen.getByRole('group', { name });
  const optionText = (index: number) => screen.getByRole('textbox', { name: t('quiz.options.text', { index }) });
  const removeButtons = () => screen.queryAllByRole('button', { name: new RegExp(`^${t('quiz.options.remove', { index: 0 }).replace(/\S+$/, '')}`) });
  return { t, user: userEvent.setup(), group, optionText, removeButtons };
}

describe('quiz options', () => {
  it('offers two options with radios in single mode; choosing one clears the other', async () => {
    const { t, user, group } = await renderQuiz();
    const radios = within(group()).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group()).queryByRole('button')).not.toBeInTheDocument();

    await user.click(radios[0]);
    await user.click(radios[1]);
    expect(radios[0]).not.toBeChecked();
    expect(radios[1]).toBeChecked();
    expect(radios[1]).toHaveAccessibleName(`${t('quiz.options.correct')}: ${t('quiz.options.text', { index: 2 })}`);
  });

  it('uses checkboxes in multiple mode, so several options can be correct, but not in single mode', async () => {
    const { t, user, group, optionText } = await renderQuiz();
    await user.click(screen.getByRole('radio', { name: t('enum.MarkingMode.MULTIPLE') }));
    const boxes = within(group()).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(boxes[0]).toBeChecked();
    expect(boxes[1]).toBeChecked();

    await user.type(optionText(1), 'yes');
    await user.type(optionText(2), 'also yes');
    await user.click(screen.getByRole('radio', { name: t('enum.MarkingMode.SINGLE') }));
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(group()).toHaveAccessibleDescription(t('validation.quiz.singleCorrect')));
  });

  it('adds and removes options, always keeping two', async () => {
    const { t, user, optionText, removeButtons } = await renderQuiz();
    await user.click(screen.getByRole('button', { name: t('quiz.options.add') }));
    await user.type(optionText(3), 'third');
    expect(removeButtons()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: t('quiz.options.remove', { index: 1 }) }));
    expect(optionText(2)).toHaveValue('third');
    expect(screen.queryByRole('textbox', { name: t('quiz.options.text', { index: 3 }) })).not.toBeInTheDocument();
    expect(removeButtons()).toHaveLength(0);
  });

  it('says to fill at least two options, under the group and in the summary', async () => {
    const { t, user, group, optionText } = await renderQuiz();
    await user.type(optionText(1), 'only one');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));

    const message = t('validation.quiz.minOptions');
    expect(message).toBe('Fill at least two quiz options');
    await waitFor(() => expect(group()).toHaveAccessibleDescription(message));
    const summary = screen.getByText(t('form.summary')).closest('.form-summary') as HTMLElement;
    expect(within(summary).getByText(new RegExp(message))).toBeInTheDocument();
  });

  it('asks for an answer once two options are written', async () => {
    const { t, user, group, optionText } = await renderQuiz();
    await user.type(optionText(1), 'yes');
    await user.type(optionText(2), 'no');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(group()).toHaveAccessibleDescription(t('validation.answerRequired')));
    expect(t('validation.answerRequired')).toBe('At least one answer must be written');
  });

  it('speaks Persian in fa', async () => {
    const { t, user, group, optionText } = await renderQuiz('fa');
    await user.type(optionText(1), 'بله');
    await user.click(screen.getByRole('button', { name: t('common.actions.save') }));
    await waitFor(() => expect(group()).toHaveAccessibleDescription(t('validation.quiz.minOptions')));
    expect(t('validation.quiz.minOptions')).toMatch(/[\u0600-\u06FF]/);
    expect(screen.getByText(t('form.summary'))).toBeInTheDocument();
  });
});
