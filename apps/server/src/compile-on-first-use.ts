import type { TProperties, TSchema } from 'typebox';
import Compile from 'typebox/compile';
import type { Validator } from 'typebox/compile';

/**
 * A TypeBox validator compiled when first asked for. Compiling generates and evaluates code: done
 * when a module loads, it weighed on every start of the server, though most are needed only by a
 * few requests.
 */
export function compileOnFirstUse<const Type extends TSchema>(
  type: Type,
): () => Validator<TProperties, Type> {
  const compile = (): Validator<TProperties, Type> => Compile(type);
  let validator: Validator<TProperties, Type> | undefined;
  return () => (validator ??= compile());
}
