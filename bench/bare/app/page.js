import { BareControl } from './control';

export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>
        One heading and one paragraph, statically generated: what any Next.js page costs before the site adds anything.
      </p>
      <BareControl />
    </main>
  );
}
