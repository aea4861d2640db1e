// A result star. Earned: a filled gold star with a shine. Not earned: an empty grey star with a
// dashed edge and a cross inside, so the two differ in shape as well as in colour.

const STAR = 'M32 4l8.6 17.5 19.4 2.8-14 13.6 3.3 19.2L32 48l-17.3 9.1 3.3-19.2-14-13.6 19.4-2.8z';

export function StarIcon({ earned, size }: { readonly earned: boolean; readonly size: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 64 64">
      {earned ? (
        <>
          <path d={STAR} fill="#ffc62e" stroke="#c47f00" strokeWidth="3" strokeLinejoin="round" />
          <path d="M23 25l6-1 3-6" fill="none" stroke="#fff7d1" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path
            d={STAR}
            fill="#eef1f6"
            stroke="#8792a6"
            strokeWidth="3"
            strokeDasharray="5 4"
            strokeLinejoin="round"
          />
          <path d="M26 28l12 12M38 28L26 40" stroke="#8792a6" strokeWidth="3.5" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
