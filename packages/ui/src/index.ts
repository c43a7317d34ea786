export * from './cn';
export * from './toast/toast-store';
