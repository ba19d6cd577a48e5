export * from './admin';
export * from './auth';
export * from './media';
export * from './credentials';
export * from './inventory';
export * from './orders';
