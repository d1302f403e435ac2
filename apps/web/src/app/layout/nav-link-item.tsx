import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <NavLink to={item.to} onClick={onClick} className={({ isActive }) => className(isActive)}>
      {item.premium && <Crown aria-hidden="true" className="size-4 text-amber-500" />}
      {t(item.label)}
    </NavLink>
  );
}
