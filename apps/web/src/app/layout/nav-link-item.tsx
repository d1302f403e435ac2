import { Crown } from 'lucide-react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

/** One header link; the current page is marked for sighted users and (via NavLink) aria-current. */
export function NavLinkItem({
  item,
  className,
  onClick,
}: {
  item: NavItem;
  className: (active: boolean) => string;
  onClick?: () => void;
}) {
  return (
    <NavLink to={item.to} onClick={onClick} className={({ isActive }) => className(isActive)}>
      {item.premium && <Crown aria-hidden="true" className="size-4 text-amber-500" />}
      {item.label}
    </NavLink>
  );
}
