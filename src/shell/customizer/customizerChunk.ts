import { lazyComponent } from '../../ui/lazyComponent';

/** The customizer's panel, its own chunk: Spectrum's switches and radio groups load with it, from the first intent towards its button. */
export const CustomizerPanelChunk = lazyComponent(() => import('./CustomizerPanel'));
