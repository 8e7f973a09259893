// Spec 1 §5: the rules live in the contract, so the server refuses what the form refuses.
export { namePartPattern, NAME_PART_MIN, NAME_PART_MAX } from '@school/contract';
