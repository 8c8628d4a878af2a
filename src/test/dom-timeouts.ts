import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to 5 s: on a busy machine (the whole suite runs its files in
// parallel, each with its own embedded database) a screen can take longer than the default 1 s
configure({ asyncUtilTimeout: 5000 });
