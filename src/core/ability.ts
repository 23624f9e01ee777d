export { AbilityProvider, Can } from '@casl/react';
export { useAppAbility } from '../ability/useAppAbility';
export { appAbility } from './session/ability';
