/** Public account screens: a calm centered card with the language dropdown on top. */
import { LanguageSelect } from '../../components/ui/language-select';
import { FadeOutlet } from '../../components/ui/fade-outlet';
import { Brand } from './brand';
import './auth-layout.css';

export function AuthLayout() {
  return (
    <div className="auth-layout">
      <header className="auth-layout__header">
        <Brand />
        <LanguageSelect className="language-select--inline" />
      </header>
      <main id="main" tabIndex={-1} className="auth-layout__main">
        <div className="card auth-card">
          <FadeOutlet />
        </div>
      </main>
    </div>
  );
}
