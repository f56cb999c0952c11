// The validator page (/validate): a "use it" button next to each suggestion puts the suggested phrasing in place of
// the sentence in the text box. Without JavaScript the buttons stay hidden and the page works as it is.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  const area = document.getElementById("text");
  if (!area) {
    return;
  }
  for (const button of document.querySelectorAll("button.use-suggestion")) {
    button.hidden = false;
    button.addEventListener("click", () => {
      const start = Number(button.dataset.start);
      const end = Number(button.dataset.end);
      const suggestion = button.dataset.suggestion;
      if (area.value.slice(start, end) !== button.dataset.sentence) {
        button.textContent = "the text has changed since";
        button.disabled = true;
        return;
      }
      area.value = area.value.slice(0, start) + suggestion + area.value.slice(end);
      area.focus();
      area.setSelectionRange(start, start + suggestion.length);
      button.disabled = true;
    });
  }
});
