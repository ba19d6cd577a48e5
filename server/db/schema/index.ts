// One file per area (server/modules/<area>); platform.ts holds the infrastructure's tables.
export * from './admin';
export * from './auth';
export * from './platform';
export * from './credentials';
export * from './academic';
export * from './inventory';
export * from './orders';
export * from './ledgers';
export * from './restaurant';
export * from './transport';
export * from './access';
export * from './family';
export * from './tills';
export * from './cashClose';
export * from './calendar';
export * from './food';
export * from './payments';
