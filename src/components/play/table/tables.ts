// The game table and the replay table: loaded after the first screen (the new-game options need neither), see GameTable.
export { default as LiveTable } from './LiveTable';
export { default as ReplayTable } from './ReplayTable';
