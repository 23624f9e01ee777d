/** The promotion flags media, serials and tubes share: a switch in each form and a filter in each list. */
export const PROMO_FLAGS = ['isNew', 'isPopular', 'isFeatured', 'isFree', 'showInSlider'] as const;
