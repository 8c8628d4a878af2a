const countFormat = new Intl.NumberFormat('en-IN');

/** A count in Indian digit grouping: '12,345', '1,23,456'. */
export const formatCount = (value: number) => countFormat.format(value);
