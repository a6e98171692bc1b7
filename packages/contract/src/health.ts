import Type from 'typebox';

export const HealthResponse = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  },
  { title: 'HealthResponse', additionalProperties: false },
);
export type HealthResponse = Type.Static<typeof HealthResponse>;
