// The notices of laterNotices.tsx, one file loaded on demand.
export { default as StoredProblem } from './StoredProblem.tsx';
export { default as LinkProblems } from './LinkProblems.tsx';
