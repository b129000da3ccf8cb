import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <div className="p-8">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm">
        There is nothing at this address. <Link className="underline" to="/">Start a new diagram</Link>.
      </p>
    </div>
  );
}
