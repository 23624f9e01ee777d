// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { M, validateInput } from '../../src/validation';
import { validSamples } from './samples';

const check = (patch: Record<string, unknown>) => validateInput('Media', { ...validSamples.Media, ...patch });
const paths = async (patch: Record<string, unknown>) => (await check(patch)).map((problem) => `${problem.path.join('.')}: ${problem.message}`);

describe('a media episode: serial, season and episode number together or none', () => {
  it('accepts all three, and none', async () => {
    expect(await check({})).toEqual([]);
    expect(await check({ serialId: null, seasonId: null, episodeNumber: null })).toEqual([]);
  });

  it('a serial without its season or number asks for them', async () => {
    expect(await paths({ seasonId: null, episodeNumber: null })).toEqual([`seasonId: ${M.required}`, `episodeNumber: ${M.required}`]);
    expect(await paths({ episodeNumber: null })).toEqual([`episodeNumber: ${M.required}`]);
  });

  it('a season or number without the serial was not reached through the serial', async () => {
    expect(await paths({ serialId: null, seasonId: null })).toEqual([`serialId: ${M.useNavigation}`]);
    expect(await paths({ serialId: '', episodeNumber: null })).toEqual([`serialId: ${M.useNavigation}`]);
  });

  it('a clip ends after it starts', async () => {
    expect(await paths({ clips: [{ title: 'Intro', startMs: 5000, endMs: 5000 }] })).toEqual([`clips.0.endMs: ${M.endAfterStart}`]);
  });
});
