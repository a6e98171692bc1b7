import Type from 'typebox';

/** Every failure answers with this body (ARCHITECTURE.md §4); success bodies never hold `error`. */
export const ErrorBody = Type.Object(
  { error: Type.String({ description: 'A message meant for a person' }) },
  { title: 'ErrorBody', additionalProperties: false },
);
export type ErrorBody = Type.Static<typeof ErrorBody>;
