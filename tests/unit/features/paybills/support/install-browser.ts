import { installSimulatedBrowser } from './simulated-browser';

// Before React and the page's modules load: React reads the DOM globals when it is imported.
installSimulatedBrowser();
// Every Pay the model sends counts against the sandbox's limit per visitor, which is read when its module loads.
process.env.SANDBOX_RATE_LIMIT = '1000000';
