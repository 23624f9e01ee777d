// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/messages/en/mediaChecks.json';
import fa from '../../src/i18n/messages/fa/mediaChecks.json';
import type { Row } from '../../mock-server/store/types';
import { startTestServer, type TestClient } from './harness';
import { sampleInput, tableFingerprint } from './fixtures';

type Payload = { media: { id: string } | null; userErrors: { field: string[] | null; message: string; code: string }[] };

const SEASON_OF_SERIAL = 'media.errors.seasonOfSerial';
let client: TestClient;
let token: string;
beforeAll(async () => {
  client = await startTestServer();
  token = await client.login('EDITOR');
});
afterAll(() => client.stop());

/** Two serials with a season each, so an episode can name a season of the wrong one. */
function twoSerials() {
  const seasons = client.db.all('Season').filter((season) => season.serial);
  const first = seasons[0];
  const other = seasons.find((season) => (season.serial as Row).id !== (first.serial as Row).id)!;
  return { serial: first.serial as Row, season: first, otherSerial: other.serial as Row, otherSeason: other };
}

const episode = (serialId: string, seasonId: string) => ({
  ...sampleInput(client.db, 'Media'),
  title: `Episode ${Math.random().toString(36).slice(2, 7)}`,
  serialId,
  seasonId,
  episodeNumber: 3,
});

describe('a media item’s season must be one of its serial’s', () => {
  it('refuses to create an episode whose season is another serial’s, on seasonId, storing nothing', async () => {
    const { serial, otherSeason } = twoSerials();
    const before = tableFingerprint(client.db, 'Media');
    const response = await client.run<{ mediaCreate: Payload }>('MediaCreate', { input: episode(serial.id, otherSeason.id) }, token);
    expect(response.errors).toBeUndefined();
    expect(response.data!.mediaCreate.media).toBeNull();
    expect(response.data!.mediaCreate.userErrors).toEqual([{ field: ['input', 'seasonId'], message: SEASON_OF_SERIAL, code: 'INVALID', values: {} }]);
    expect(tableFingerprint(client.db, 'Media')).toBe(before);
  });

  it('creates an episode whose season is its serial’s', async () => {
    const { serial, season } = twoSerials();
    const response = await client.run<{ mediaCreate: Payload }>('MediaCreate', { input: episode(serial.id, season.id) }, token);
    expect(response.data!.mediaCreate.userErrors).toEqual([]);
    const stored = client.db.get('Media', response.data!.mediaCreate.media!.id)!;
    expect([(stored.serial as Row).id, (stored.season as Row).id]).toEqual([serial.id, season.id]);
  });

  it('checks an update against the stored row: moving only the serial, or only the season, is refused', async () => {
    const { serial, season, otherSerial, otherSeason } = twoSerials();
    const created = await client.run<{ mediaCreate: Payload }>('MediaCreate', { input: episode(serial.id, season.id) }, token);
    const id = created.data!.mediaCreate.media!.id;
    const before = tableFingerprint(client.db, 'Media');
    for (const input of [{ serialId: otherSerial.id }, { seasonId: otherSeason.id }]) {
      const response = await client.run<{ mediaUpdate: Payload }>('MediaUpdate', { id, input }, token);
      expect(response.data!.mediaUpdate.userErrors.map((error) => [error.field, error.message])).toEqual([[['input', 'seasonId'], SEASON_OF_SERIAL]]);
    }
    expect(tableFingerprint(client.db, 'Media')).toBe(before);
    // Both together are a consistent move.
    const moved = await client.run<{ mediaUpdate: Payload }>('MediaUpdate', { id, input: { serialId: otherSerial.id, seasonId: otherSeason.id } }, token);
    expect(moved.data!.mediaUpdate.userErrors).toEqual([]);
    expect((client.db.get('Media', id)!.season as Row).id).toBe(otherSeason.id);
  });

  it('leaves media outside a serial alone', async () => {
    const response = await client.run<{ mediaCreate: Payload }>('MediaCreate', { input: { ...sampleInput(client.db, 'Media'), serialId: null, seasonId: null, episodeNumber: null } }, token);
    expect(response.data!.mediaCreate.userErrors).toEqual([]);
  });

  it('says so in Persian and English', () => {
    expect(en[SEASON_OF_SERIAL]).toMatch(/season/);
    expect(fa[SEASON_OF_SERIAL]).toMatch(/فصل/);
  });
});
