// jsdom reports a 0 px screen, which Spectrum takes for a phone (a ComboBox becomes a tray button).
Object.defineProperty(window.screen, 'width', { configurable: true, value: 1280 });
Object.defineProperty(window.screen, 'height', { configurable: true, value: 800 });

export {};
