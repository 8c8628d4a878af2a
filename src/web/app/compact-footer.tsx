import { Link } from 'react-router';

/** The exam screens' footer: the same facts in one line, so the question area keeps the room. */
export function CompactFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-4 text-xs text-slate-500 sm:flex-row sm:justify-between">
        <p>© {year} Prepverse · Not affiliated with the official exam bodies.</p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/terms" className="hover:text-navy-900">
            Terms & Conditions
          </Link>
          <Link to="/policy" className="hover:text-navy-900">
            Privacy Policy
          </Link>
          <Link to="/contact" className="hover:text-navy-900">
            Contact
          </Link>
        </nav>
      </div>
    </footer>
  );
}
