import { faAria } from './faAria';
import { faSpectrum } from './faSpectrum';
import type { SpectrumStrings } from './types';

/** Every Persian message of the React Spectrum and React Aria packages the admin bundles. */
export const fa: SpectrumStrings = { ...faAria, ...faSpectrum };
