import { data } from 'react-router';
import { NotFound } from '../components/not-found';
import { pageMeta } from '../lib/seo';

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () =>
  pageMeta({ title: 'Page Not Found', description: 'The page you are looking for does not exist.' });

export default function NotFoundRoute() {
  return <NotFound />;
}
