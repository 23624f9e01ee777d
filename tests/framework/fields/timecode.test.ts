// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimecode, localDigits, parseDuration, parseTimecode, timecodeText } from '../../../src/framework/fields/timecode';
import { validateInputSync } from '../../../src/validation';

describe('timecode text', () => {
  it.each([
    ['01:30.250', 90_250],
    ['1:30', 90_000],
    ['0:05.5', 5_500],
    ['90', 90_000],
    ['12.5', 12_500],
    ['1:02:03.004', 3_723_004],
    ['۰۱:۳۰٫۲۵۰', 90_250],
    [' 2:00 ', 120_000],
  ])('reads %s as %i ms', (text, ms) => expect(parseTimecode(text)).toBe(ms));

  it.each(['1:75', 'abc', '1:2:3:4', '-5', '1:30.2500', '1::30'])('does not read %s', (text) => expect(parseTimecode(text)).toBeUndefined());

  it('reads empty text as no value', () => expect(parseTimecode('  ')).toBeNull());

  it('shows mm:ss.mmm, from an hour on h:mm:ss.mmm, and keeps unreadable text', () => {
    expect(formatTimecode(90_250)).toBe('01:30.250');
    expect(formatTimecode(0)).toBe('00:00.000');
    expect(formatTimecode(3_723_004)).toBe('1:02:03.004');
    expect(timecodeText(5)).toBe('00:00.005');
    expect(timecodeText('1:7x')).toBe('1:7x');
    expect(timecodeText(null)).toBe('');
  });
});

describe('duration text', () => {
  it.each([
    ['41:16', 2476],
    ['1:05:30', 3930],
    ['0:05', 5],
    ['75', 75],
    ['۴۱:۱۶', 2476],
    ['۱:۰۵:۳۰', 3930],
    ['', null],
  ])('reads %s as %s seconds', (text, seconds) => expect(parseDuration(text)).toBe(seconds));

  it.each(['1:75:00', '1:75', '12.5', '1:00.5', '-5', 'abc'])('does not read %s (the field keeps it)', (text) => expect(parseDuration(text)).toBeUndefined());

  it('shows m:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatDuration(2476)).toBe('41:16');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3930)).toBe('1:05:30');
    expect(formatDuration(100 * 3600 + 1)).toBe('100:00:01');
  });

  it('writes clock text in the viewer’s digits and reads it back', () => {
    const fa = new Intl.NumberFormat('fa-IR');
    const en = new Intl.NumberFormat('en-US');
    expect(localDigits('1:05:30', (n) => fa.format(n))).toBe('۱:۰۵:۳۰');
    expect(localDigits('01:30.250', (n) => fa.format(n))).toBe('۰۱:۳۰٫۲۵۰');
    expect(localDigits('1:05:30', (n) => en.format(n))).toBe('1:05:30');
    expect(parseDuration(localDigits(formatDuration(3930), (n) => fa.format(n)))).toBe(3930);
    expect(parseTimecode(localDigits(formatTimecode(90_250), (n) => fa.format(n)))).toBe(90_250);
  });
});

describe('timecode schema rules', () => {
  const base = { mediaId: 'm1', text: 'Hello', translation: 'سلام' };

  it('asks for the end after the start, on endMs', () => {
    expect(validateInputSync('VideoText', { ...base, startMs: 2000, endMs: 1000 })).toEqual([
      { path: ['endMs'], message: 'validation.endAfterStart' },
    ]);
    expect(validateInputSync('VideoText', { ...base, startMs: 1000, endMs: 2000 })).toEqual([]);
  });

  it('says how to write a time when the field kept text it could not read', () => {
    expect(validateInputSync('VideoText', { ...base, startMs: '1:7x', endMs: 2000 })).toEqual([
      { path: ['startMs'], message: 'validation.timecode' },
    ]);
  });

  it('checks each clip of a media on its own path', () => {
    const problems = validateInputSync('Media', { clips: [{ title: 'a', startMs: 0, endMs: 10 }, { title: 'b', startMs: 50, endMs: 20 }] });
    expect(problems).toContainEqual({ path: ['clips', '1', 'endMs'], message: 'validation.endAfterStart' });
    expect(problems.some((problem) => problem.path[0] === 'clips' && problem.path[1] === '0')).toBe(false);
  });

  it('says how to write a duration when the field kept text it could not read', () => {
    const tube = { title: 'T', videoUrl: 'https://cdn.example.com/t.mp4', languageId: 'l1', tags: [] };
    expect(validateInputSync('Tube', { ...tube, durationSeconds: '1:75:00' })).toEqual([{ path: ['durationSeconds'], message: 'validation.duration' }]);
    expect(validateInputSync('Tube', { ...tube, durationSeconds: 2476 })).toEqual([]);
  });

  it('lets an explanation leave both out', () => {
    const problems = validateInputSync('ProfessorExplanation', { mediaId: 'm1', masterId: 't1', startMs: null, endMs: null });
    expect(problems).toEqual([]);
  });
});
