export * from './object-store';
export * from './stream-upload';
