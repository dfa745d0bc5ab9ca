/*
 * What `use-sync-external-store/shim` gives React 18 and later: React's own hook. react-i18next
 * imports the shim for older React; the build points it here (web/vite.config.ts), so the first
 * page does not download the shim's fallback for a React the app never runs on.
 */
export { useSyncExternalStore } from 'react';
