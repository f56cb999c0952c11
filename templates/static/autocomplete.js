// Autocomplete for the search boxes (every input with data-autocomplete): as the user types, card names and the
// query language's fields and values from /api/autocomplete fill the box's <datalist>. Without JavaScript the box
// is a plain search: /search looks card names up first, so the start of a name finds its card.
"use strict";

document.addEventListener("DOMContentLoaded", () => {
  for (const [n, input] of document.querySelectorAll("input[data-autocomplete]").entries()) {
    const list = document.createElement("datalist");
    list.id = `autocomplete-${n}`;
    input.after(list);
    input.setAttribute("list", list.id);
    let timer = 0;
    let asked = "";
    input.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const text = input.value;
        if (!text.trim() || text.length > 100 || text === asked) {
          return;
        }
        asked = text;
        const params = new URLSearchParams({ q: text, limit: "8" });
        if (input.dataset.autocomplete === "names") {
          params.set("only", "names");
        }
        try {
          const response = await fetch(`/api/autocomplete?${params}`, { headers: { Accept: "application/json" } });
          if (!response.ok || input.value !== text) {
            return;
          }
          list.replaceChildren(
            ...(await response.json()).map((s) => {
              const option = document.createElement("option");
              option.value = s.query;
              option.label = s.kind === "card" ? `${s.label} (card)` : s.label;
              return option;
            }),
          );
        } catch {
          // offline or the service restarting: the box stays a plain search
        }
      }, 120);
    });
  }
});
