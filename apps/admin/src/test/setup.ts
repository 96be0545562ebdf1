import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty page (the tests do not use vitest's globals, so Testing Library cannot
// register this itself).
afterEach(() => cleanup());
