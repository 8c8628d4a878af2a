import type { DemoIdentity } from './demo/types.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface ChooserPage {
  action: string;
  clientName: string;
  identities: readonly DemoIdentity[];
  error?: string;
}

/** The local stand-in's account chooser: pick a demo identity or type a new one. */
export function renderChooserPage({ action, clientName, identities, error }: ChooserPage): string {
  const choices = identities
    .map(
      (identity) => `
      <form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
        <input type="hidden" name="name" value="${escapeHtml(identity.name)}">
        <button type="submit" class="account" aria-label="Continue as ${escapeHtml(identity.name)}">
          <img src="${escapeHtml(identity.picture)}" alt="" width="36" height="36">
          <span><strong>${escapeHtml(identity.name)}</strong><small>${escapeHtml(identity.email)}</small></span>
        </button>
      </form>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose an account – local Google sign-in</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f1f3f4; color: #202124; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 22px; font-weight: 500; margin: 0 0 4px; text-align: center; }
  p.sub { text-align: center; margin: 0 0 24px; color: #5f6368; }
  .badge { display: block; text-align: center; font-size: 12px; color: #b06000; background: #fef7e0; border-radius: 6px; padding: 6px; margin-bottom: 20px; }
  form { margin: 0; }
  .account { display: flex; gap: 12px; align-items: center; width: 100%; padding: 10px 8px; border: 0; border-bottom: 1px solid #e8eaed; background: none; cursor: pointer; text-align: left; font: inherit; }
  .account:hover, .account:focus { background: #f8f9fa; }
  .account img { border-radius: 50%; }
  .account small { display: block; color: #5f6368; }
  fieldset { border: 0; padding: 0; margin: 24px 0 0; }
  legend { font-weight: 500; margin-bottom: 8px; }
  label { display: block; font-size: 14px; margin: 8px 0 4px; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #dadce0; border-radius: 6px; font: inherit; }
  .primary { margin-top: 16px; width: 100%; padding: 10px; border: 0; border-radius: 6px; background: #1a73e8; color: #fff; font: inherit; cursor: pointer; }
  .error { color: #d93025; margin: 0 0 12px; }
</style>
</head>
<body>
<main>
  <h1>Choose an account</h1>
  <p class="sub">to continue to ${escapeHtml(clientName)}</p>
  <span class="badge">Local sign-in: stands in for Google in development and tests</span>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  ${choices}
  <form method="post" action="${escapeHtml(action)}">
    <fieldset>
      <legend>Use another account</legend>
      <label for="name">Full name</label>
      <input id="name" name="name" type="text" autocomplete="name" required maxlength="100">
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" required>
      <button class="primary" type="submit">Continue</button>
    </fieldset>
  </form>
</main>
</body>
</html>`;
}
