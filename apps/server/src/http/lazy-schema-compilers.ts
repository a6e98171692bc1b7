import ValidatorSelector from '@fastify/ajv-compiler';
import type { BuildCompilerFromPool as ValidatorFactory } from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';
interface CompilersFactory {
  buildValidator: ValidatorFactory;
  buildSerializer: SerializerFactory;
}

interface Validate {
  (data: unknown): unknown;
  errors?: unknown;
}

/**
 * Fastify's own validator (ajv) and serializer (fast-json-stringify) compilers, each route's
 * schema compiled on the route's first request instead of all of them before the server listens:
 * compiling ~100 routes' schemas was about half of the time from start to the first answer, and
 * most routes are not called in a process's first minutes. A schema that cannot compile now
 * fails that route's first request rather than the start (the API fuzz test calls every route).
 */
export function lazySchemaCompilers(): CompilersFactory {
  return {
    buildValidator: lazyValidatorFactory(ValidatorSelector()),
    buildSerializer: lazySerializerFactory(SerializerSelector()),
  };
}

function lazyValidatorFactory(buildValidator: ValidatorFactory): ValidatorFactory {
  return (externalSchemas, options) => {
    let compileRoute: ReturnType<ValidatorFactory> | undefined;
    return (route) => {
      let validate: Validate | undefined;
      const validateLazily: Validate = (data) => {
        compileRoute ??= buildValidator(externalSchemas, options);
        validate ??= compileRoute(route) as Validate;
        const result = validate(data);
        // Fastify reads the failures from the function it was given.
        validateLazily.errors = validate.errors;
        return result;
      };
      return validateLazily as ReturnType<ReturnType<ValidatorFactory>>;
    };
  };
}

function lazySerializerFactory(buildSerializer: SerializerFactory): SerializerFactory {
  return (externalSchemas, options) => {
    let compileRoute: ReturnType<SerializerFactory> | undefined;
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data) => {
        compileRoute ??= buildSerializer(externalSchemas, options);
        serialize ??= compileRoute(route);
        return serialize(data);
      };
    };
  };
}
