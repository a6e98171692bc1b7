import type { TObject, TProperties } from 'typebox';
import type { Validator } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';

export type Env = Readonly<Record<string, string | undefined>>;

/** A configuration value that cannot be used; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * An object schema of variables, decoding into part of the configuration; compiled when first
 * read, so the services the environment leaves off cost the start nothing.
 */
export type Variables<Decoded> = () => Validator<TProperties, TObject, unknown, Decoded>;

/** An optional service's variables, read only when the environment turns the service on. */
export interface Service<Decoded> {
  variables: Variables<Decoded>;
  /** Whether the environment turns the service on. */
  on: (env: Env) => boolean;
  /** Ends the message for a variable the service needs but lacks, e.g. "when LLM_BASE_URL is". */
  because: string;
}

/** A variable that means nothing without another: `need` must be set when any of `when` is. */
export interface Dependency {
  need: string;
  when: readonly string[];
}

/** The trimmed value of `name`; an empty one counts as unset. */
export function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

/** Throws for the first dependency `env` leaves unmet. */
export function requireDependencies(env: Env, dependencies: readonly Dependency[]): void {
  const unmet = dependencies.find(
    ({ need, when }) =>
      given(env, need) === undefined && when.some((name) => given(env, name) !== undefined),
  );
  if (unmet !== undefined) {
    throw new ConfigError(`${unmet.need} must be set when ${unmet.when.join(' or ')} is`);
  }
}

/** Checks and decodes the variables given, with the schema's defaults for those that are not. */
export function read<Decoded>(schema: Variables<Decoded>, env: Env, because?: string): Decoded {
  const variables = schema();
  const values: Record<string, string> = {};
  for (const name of Object.keys(variables.Type().properties)) {
    const value = given(env, name);
    if (value !== undefined) values[name] = value;
  }
  const withDefaults = variables.Default(values);
  const [error] = variables.Errors(withDefaults);
  if (error !== undefined) {
    throw new ConfigError(explain(error, variables.Type().properties, values, because));
  }
  return variables.Decode(withDefaults);
}

export function readService<Decoded>(service: Service<Decoded>, env: Env): Decoded | undefined {
  return service.on(env) ? read(service.variables, env, service.because) : undefined;
}

/**
 * One line naming the variable: what it must be, and what it was unless that is secret (quoted as
 * JSON, so that a value spanning lines still makes one line).
 */
function explain(
  error: TLocalizedValidationError,
  properties: TProperties,
  values: Record<string, string>,
  because: string | undefined,
): string {
  const [missing] = error.keyword === 'required' ? error.params.requiredProperties : [];
  if (missing !== undefined) {
    return `${missing} must be set${because === undefined ? '' : ` ${because}`}`;
  }
  const name = error.instancePath.slice(1);
  const variable = properties[name] ?? {};
  const expected =
    'expected' in variable && typeof variable.expected === 'string'
      ? `must be ${variable.expected}`
      : error.message;
  const secret = 'secret' in variable && variable.secret === true;
  return secret
    ? `${name} ${expected}`
    : `${name} ${expected} (got ${JSON.stringify(values[name])})`;
}
