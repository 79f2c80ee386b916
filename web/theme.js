// The site's colours chosen in the settings (the page kit keeps them: fevga_page_web::theme),
// applied before the first paint on every page; web/site.css reads data-theme.
try {
  const theme = localStorage.getItem('fevga.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch (e) { /* storage blocked: the system's colours */ }
