/** The Stammtisch client kit for TypeScript (clients/README.md). */
export * from './client.js';
export * from './events.js';
export * from './socket.js';
