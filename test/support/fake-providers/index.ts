export { FAKE_API_KEY, startFakeProvider, WIRES, type FakeProvider, type FakeProviderName } from './server.js';
export { DEFAULT_USAGE, type FakeRequest, type FakeStep, type FakeUsage } from './script.js';
export { pngSize, sentPngs, startFakeComputerUse, type ComputerUseFake, type ComputerUseRequest, type ComputerUseStep } from './computer-use.js';
