export * from './object-store';
