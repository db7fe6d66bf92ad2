import type { ReactNode } from 'react';
import { AUTH } from './login-css';

interface Props {
  title: string;
  children: ReactNode;
}

/** The centred card of the screens a user sees before signing in: plain elements, styled by the prebuilt rules of login-css.ts. */
export function AuthFrame({ title, children }: Props) {
  return (
    <main className={AUTH.frame}>
      <div className={AUTH.column}>
        <p className={AUTH.brand}>Наряд-допуски</p>
        <div className={AUTH.card}>
          <div className={AUTH.header}>
            <h1 className={AUTH.title}>{title}</h1>
          </div>
          <div className={AUTH.body}>{children}</div>
        </div>
      </div>
    </main>
  );
}
