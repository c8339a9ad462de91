/** Made by vite.config.ts from build/start-up-checks.ts (one validating function per name). */
declare module 'virtual:start-up-checks' {
  export type Validate = ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null };
  export const clientConfig: Validate;
  export const meAnswer: Validate;
  export const preferencesAnswer: Validate;
  export const logoutAnswer: Validate;
  export const errorBody: Validate;
}
