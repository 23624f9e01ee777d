import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../../../src/framework/entity/types';
import shortQuestion from '../../../src/entities/shortQuestion';
import videoText from '../../../src/entities/videoText';
import vocabulary from '../../../src/entities/vocabulary';
import { messagesFor, named, renderForm, sharedTestApollo } from '../../framework/form/renderForm';

/** Learning text is typed in its own language; these fields lay it out in the direction of what is typed. */
const cases: [string, EntityDeclaration, string, string[], string][] = [
  ['a video-text line', videoText, 'videotextandtranslation', ['videoText.fields.text', 'videoText.fields.translation'], 'learning.fields.start'],
  ['a short question', shortQuestion, 'shortquestion', ['shortQuestion.fields.question', 'shortQuestion.fields.hint'], ''],
  ['a word', vocabulary, 'vocabulary', ['vocabulary.fields.word', 'vocabulary.fields.meaning', 'vocabulary.fields.phonetic', 'vocabulary.fields.example'], ''],
];

describe('learning text in the Persian form', () => {
  it.each(cases)('%s takes the direction of what is typed, not the interface’s', async (_name, declaration, segment, fields, other) => {
    const t = await messagesFor('fa');
    await renderForm(declaration, segment, { client: sharedTestApollo('EDITOR').client, role: 'EDITOR', language: 'fa', route: `/${segment}/new` });
    const box = (id: string) => screen.getByRole('textbox', { name: named(t(id)) });
    await screen.findByRole('textbox', { name: named(t(fields[0])) });
    // dir="auto": the browser takes each one's direction from its first strong character, so an
    // English line stays left to right here (its full stop at its end) and a Persian one right to left.
    for (const id of fields) expect(box(id), id).toHaveAttribute('dir', 'auto');
    await userEvent.setup().type(box(fields[0]), 'Where is the station?');
    expect(box(fields[0])).toHaveAttribute('dir', 'auto');
    // Other text keeps the interface's direction.
    if (other) expect(box(other)).not.toHaveAttribute('dir');
  }, 60_000);
});
