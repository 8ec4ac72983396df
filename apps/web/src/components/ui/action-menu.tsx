/**
 * A row's actions behind one "…" button (Radix DropdownMenu: arrow keys, typeahead, Escape,
 * focus returns to the trigger). Items are links (in-app or new tab) or commands; a
 * destructive item is only ever the start of a confirmation, never the deed itself.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from './button';
import './action-menu.css';

export type ActionMenuItem =
  | {
      key: string;
      label: string;
      icon?: LucideIcon;
      tone?: 'danger';
      disabled?: boolean;
      /** In-app link. */
      to?: string;
      /** Link opened in a new tab (e.g. the marketplace preview). */
      href?: string;
      onSelect?: () => void;
    }
  | { key: string; separator: true };

export function ActionMenu({ label, items }: { label: string; items: ActionMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" icon={MoreHorizontal} iconOnly className="action-menu__trigger" aria-label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="action-menu" align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => {
            if ('separator' in item)
              return <DropdownMenu.Separator key={item.key} className="action-menu__separator" />;
            const Icon = item.icon;
            const content = (
              <>
                {Icon ? <Icon aria-hidden="true" size={16} className="action-menu__icon" /> : null}
                <span>{item.label}</span>
                {item.href ? <span className="visually-hidden"> {t('ui.opensInNewTab')}</span> : null}
              </>
            );
            const className =
              item.tone === 'danger' ? 'action-menu__item action-menu__item--danger' : 'action-menu__item';
            if (item.to || item.href) {
              return (
                <DropdownMenu.Item key={item.key} className={className} disabled={item.disabled} asChild>
                  {item.to ? (
                    <Link to={item.to}>{content}</Link>
                  ) : (
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      {content}
                    </a>
                  )}
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item
                key={item.key}
                className={className}
                disabled={item.disabled}
                onSelect={() => item.onSelect?.()}
              >
                {content}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
