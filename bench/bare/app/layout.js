export const metadata = {
  title: 'Bare Next page',
  description: 'The framework floor the benchmark compares the site with.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
