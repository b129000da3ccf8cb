import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-lg p-10">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        There is nothing at this address.{' '}
        <Link className="font-medium text-sky-700 hover:underline dark:text-sky-300" to="/">
          Start a new diagram
        </Link>
        .
      </p>
    </div>
  );
}
