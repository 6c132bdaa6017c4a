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
      // Offline before the site's copy is complete, the engine's code may not be saved yet.
      if (status) {
        status.textContent = navigator.onLine
          ? `Не удалось запустить пример: ${(error as Error).message}`
          : 'Нет сети, а движок правил ещё не сохранён на этом устройстве. Шаги ниже проверены при сборке, текст правил читается и без сети; нажмите «Проверить», когда сеть появится.';
      }
    } finally {
      button.disabled = false;
    }
  });
}
