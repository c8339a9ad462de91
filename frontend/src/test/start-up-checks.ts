// The unit tests' `virtual:start-up-checks`: the same JSON Schemas and Ajv options as the build's
// standalone module (build/start-up-checks.ts), compiled at run time.
import type { Validate } from 'virtual:start-up-checks';
import { startUpAjv } from '../../build/start-up-checks';

const ajv = startUpAjv();
const get = (name: string) => ajv.getSchema(name) as unknown as Validate;

export const clientConfig = get('clientConfig');
export const meAnswer = get('meAnswer');
export const preferencesAnswer = get('preferencesAnswer');
export const logoutAnswer = get('logoutAnswer');
export const errorBody = get('errorBody');
