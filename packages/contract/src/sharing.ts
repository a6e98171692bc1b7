import Type from 'typebox';

/*
 * Sharing with a clinician or family member (issue 23, part 4): a person creates a read-only link
 * to their overview and detail pages, sees when each link was opened and revokes it. Whoever holds
 * the link reads through the `/v1/shared/…` calls with the link's token in an
 * `Authorization: Share <token>` header; the web link keeps the token in its fragment
 * (`/shared#<token>`), which browsers send to no server, log and Referer alike.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

/** How long a link may live: from an hour to 30 days. */
export const SHARE_EXPIRY_HOURS = { min: 1, max: 720 } as const;
export const SHARE_LABEL_MAX_LENGTH = 80;
/** The scheme of the Authorization header a share call carries its token in. */
export const SHARE_AUTHORIZATION_SCHEME = 'Share';
/** Where the web app opens a link: the token follows in the fragment. */
export const SHARED_VIEW_PATH = '/shared';

/** `POST /v1/user/shares`. */
export const CreateShareRequest = Type.Object(
  {
    expires_in_hours: Type.Integer({
      minimum: SHARE_EXPIRY_HOURS.min,
      maximum: SHARE_EXPIRY_HOURS.max,
      description: 'How long the link works, in hours (1 to 720, that is 30 days)',
    }),
    include_documents: Type.Boolean({
      description: 'Whether the link shows the document list and lets the files be opened',
    }),
    include_flag_reasons: Type.Optional(
      Type.Boolean({
        description:
          'Whether the link shows why you flagged a value as inaccurate; without it (the default) the link shows only that the value is flagged',
      }),
    ),
    label: Type.Optional(
      Type.String({
        maxLength: SHARE_LABEL_MAX_LENGTH,
        description: 'Whom the link is for, e.g. "Dr. Meier"; shown to you and in the view',
      }),
    ),
  },
  { title: 'CreateShareRequest', additionalProperties: false },
);
export type CreateShareRequest = Type.Static<typeof CreateShareRequest>;

export const ShareStatus = Type.Union(
  [Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')],
  { description: 'Whether the link still opens' },
);
export type ShareStatus = Type.Static<typeof ShareStatus>;

/** One of the person's links, as the person sees it (never with its token). */
export const ShareLink = Type.Object(
  {
    share_id: Type.String(),
    label: Nullable(Type.String()),
    include_documents: Type.Boolean(),
    include_flag_reasons: Type.Boolean(),
    created_at: Instant,
    expires_at: Instant,
    revoked_at: Nullable(Instant),
    status: ShareStatus,
    opening_count: Type.Integer({ minimum: 0 }),
    opened_at: Type.Array(Instant, {
      description:
        'When the link was opened, newest first; calls within the same half hour count as one opening',
    }),
  },
  { title: 'ShareLink', additionalProperties: false },
);
export type ShareLink = Type.Static<typeof ShareLink>;

/** `GET /v1/user/shares`: newest first. */
export const ShareLinksResponse = Type.Array(ShareLink, { title: 'ShareLinksResponse' });
export type ShareLinksResponse = Type.Static<typeof ShareLinksResponse>;

/** The answer to creating a link: the only time its token is ever shown. */
export const CreatedShare = Type.Object(
  {
    share: ShareLink,
    token: Type.String({ description: 'Shown only now; Labtrail keeps only its SHA-256' }),
    url: Type.String({
      description: 'The web link: the view’s address with the token in its fragment',
    }),
  },
  { title: 'CreatedShare', additionalProperties: false },
);
export type CreatedShare = Type.Static<typeof CreatedShare>;

export const ShareIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** `GET /v1/shared`: what the holder of a link is looking at, for the view's banner. */
export const SharedView = Type.Object(
  {
    label: Nullable(Type.String()),
    include_documents: Type.Boolean(),
    include_flag_reasons: Type.Boolean(),
    expires_at: Instant,
  },
  { title: 'SharedView', additionalProperties: false },
);
export type SharedView = Type.Static<typeof SharedView>;

/** The spec's English for each refusal of sharing; clients word it themselves by the code. */
export const SHARING_MESSAGES = {
  linkNotFound: 'Share link not found',
  shareNotFound: 'This share link does not exist. Ask its owner for a new one.',
  shareExpired: 'This share link has expired. Ask its owner for a new one.',
  shareRevoked: 'This share link was revoked by its owner.',
  documentsNotShared: 'This share link does not include documents',
  tooManyRequests: 'Too many requests with this share link. Please wait a moment.',
} as const;
