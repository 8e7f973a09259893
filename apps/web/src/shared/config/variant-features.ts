// Spec 1 §6: the server decides with the same matrix (the contract's), so a hidden control is also a refused write.
export { VARIANT_FEATURES, hasVariantFeature, type VariantFeature } from '@school/contract';
