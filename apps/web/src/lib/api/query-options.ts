// TanStack's queryOptions() without TanStack at run time. The library's helper only returns its
// argument (the typing is the point: the key is tagged with the data type). Importing it would
// tie every lib/api module to TanStack Query, and the home page calls the same fetch functions
// with plain effects to stay within its 100 KB JavaScript budget (docs/decisions/008).
import type { queryOptions as tanstackQueryOptions } from '@tanstack/react-query';

export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions;
