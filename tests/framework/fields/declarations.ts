import { MediaOperations, MediaCardOperations, PlanOperations, ShortQuestionOperations, TubeOperations, VideoTextOperations } from '../../../src/gql-docs';
import { defineEntity } from '../../../src/framework/entity/types';

/** Small declarations written for these tests (not the app's own), one per new field kind. */

/** Required fields these forms do not show: hidden fields neither block a save nor are sent. */
const hidden = <const Name extends string>(names: Name[]) => names.map((name) => ({ name, kind: 'text' as const, visibleWhen: () => false }));

export const mediaClipsDeclaration = defineEntity({
  subject: 'Media',
  operations: MediaOperations,
  columns: [{ key: 'title' }],
  fields: [
    { name: 'title', kind: 'text' },
    {
      name: 'clips',
      kind: 'repeater',
      fields: [
        { name: 'title', kind: 'text', label: 'mediaClip.fields.title' },
        { name: 'startMs', kind: 'timecode', label: 'mediaClip.fields.startMs' },
        { name: 'endMs', kind: 'timecode', label: 'mediaClip.fields.endMs' },
      ],
      newItem: { title: '', startMs: null, endMs: null },
    },
    ...hidden(['brand', 'kind', 'languageId', 'level', 'durationSeconds', 'status']),
  ],
  title: (row) => row.title,
});

export const planFeaturesDeclaration = defineEntity({
  subject: 'Plan',
  operations: PlanOperations,
  columns: [{ key: 'title' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'features', kind: 'stringList' },
    ...hidden(['price', 'currency', 'durationDays']),
  ],
  title: (row) => row.title,
});

export const shortQuestionDeclaration = defineEntity({
  subject: 'ShortQuestion',
  operations: ShortQuestionOperations,
  columns: [{ key: 'question' }],
  fields: [
    { name: 'question', kind: 'text' },
    { name: 'answers', kind: 'stringList', minItems: 1 },
  ],
  title: (row) => row.question,
});

export const videoTextDeclaration = defineEntity({
  subject: 'VideoText',
  operations: VideoTextOperations,
  columns: [{ key: 'text' }],
  fields: [
    { name: 'startMs', kind: 'timecode' },
    { name: 'endMs', kind: 'timecode' },
    { name: 'text', kind: 'textarea' },
  ],
  title: (row) => row.text,
});

export const mediaCardDeclaration = defineEntity({
  subject: 'MediaCard',
  operations: MediaCardOperations,
  columns: [{ key: 'title' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'mediaIds', kind: 'references', entity: 'Media', ordered: true },
    ...hidden(['brand']),
  ],
  title: (row) => row.title,
});

/** A Tube video's duration, and its video by upload or by a pasted link. */
export const tubeVideoDeclaration = defineEntity({
  subject: 'Tube',
  operations: TubeOperations,
  columns: [{ key: 'title' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'videoUrl', kind: 'upload', accept: 'video', link: true },
    { name: 'durationSeconds', kind: 'duration' },
    ...hidden(['languageId']),
  ],
  title: (row) => row.title,
});
