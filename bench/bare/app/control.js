'use client';

import { useState } from 'react';

/** The floor for a control: a React button, which answers a tap only once React has hydrated the page. */
export function BareControl() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" id="bare-control" onClick={() => setShown(true)}>
        Show more
      </button>
      {shown && <p id="bare-control-answer">More, shown by React.</p>}
    </>
  );
}
