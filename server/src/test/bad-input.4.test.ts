import { describeFuzz } from './fuzz';

// Hostile input on every route, in four shards the workers run side by side (fuzz.ts).
describeFuzz(4, 4);
