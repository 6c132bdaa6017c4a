// Wakes the «Проверить» buttons. The engine is imported only when one is pressed, so a page
// costs nothing until then.
for (const box of document.querySelectorAll<HTMLElement>('.example-run')) {
  const button = box.querySelector<HTMLButtonElement>('.run-example');
  if (!button) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    const status = box.querySelector<HTMLElement>('.example-status');
    if (status) status.textContent = 'Загружаю движок…';
    try {
      const { runExampleBox } = await import('./example-island.ts');
      await runExampleBox(box);
    } catch (error) {
      if (status) status.textContent = `Не удалось запустить пример: ${(error as Error).message}`;
    } finally {
      button.disabled = false;
    }
  });
}
