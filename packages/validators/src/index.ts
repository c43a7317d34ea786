export * from './common';
export * from './auth';
export * from './contact';
export * from './entities';
export * from './content';
export * from './content-defaults';
export * from './settings';
export * from './analytics';
