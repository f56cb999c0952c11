// "What happens?" (/ask), progressive enhancement only: the page works without it.
// - a "Copy link" button next to the permalink;
// - Ctrl+Enter (or Cmd+Enter) in the scenario asks.
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  var link = document.getElementById("permalink");
  var copy = document.getElementById("copy-permalink");
  if (link && copy && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener("click", function () {
      navigator.clipboard.writeText(link.href).then(function () {
        copy.textContent = "Copied";
      }, function () {
        copy.textContent = "Copy failed: use the link";
      });
    });
  }
  var area = document.getElementById("scenario");
  if (area && area.form) {
    area.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        area.form.requestSubmit ? area.form.requestSubmit() : area.form.submit();
      }
    });
  }
});
