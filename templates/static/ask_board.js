// The Mech chess board of the position builder (/ask, ask_builder.js): an 8×8 board of buttons, tap a square to
// place a unit of the unit table there (its owner, its hits, Leader or Ace) or clear it; each player's hand. The units,
// cards and squares come from POST /api/ask/builder (judge/mechchess_builder.py), which checks the board with the
// game's own loader; nothing of the rules is decided here.
"use strict";
(function () {
  let square = "";
  let place = { owner: "", unit: "", leader: false, ace: false };

  window.judgeBoard = function (api) {
    const { el, chips, input, toggle } = api;
    const model = api.model();
    const fits = api.fits() || { squares: [], units: [], cards: [] };
    const players = Object.keys(model.players);
    const board = model.board || {};
    const short = (name) => name.replace(/[^A-Za-z]/g, "").slice(0, 4);
    const hitsOf = (unit) => (fits.units.find((u) => u.name === unit) || {}).hits;

    function describe(sq) {
      const piece = board[sq];
      if (!piece) return `${sq}: empty`;
      const spec = model.players[piece.owner] || {};
      const role = [spec.leader === sq ? "Leader" : "", (spec.aces || []).includes(sq) ? "Ace" : ""].filter(Boolean);
      return `${sq}: ${piece.owner}'s ${piece.unit}, ${piece.hits || hitsOf(piece.unit)} hits${role.length ? ", " + role.join(", ") : ""}`;
    }

    const grid = el("div", { class: "board-grid", role: "group", "aria-label": "The board, rank 8 at the top" });
    for (const sq of fits.squares) {
      const piece = board[sq];
      const first = piece && piece.owner === players[0];
      grid.append(el("button", { type: "button", id: `sq-${sq}`, "aria-label": describe(sq), title: describe(sq),
        "aria-pressed": sq === square ? "true" : "false",
        class: `square ${(sq.charCodeAt(0) + Number(sq[1])) % 2 ? "light" : "dark"}${piece ? (first ? " first" : " second") : ""}`,
        onclick: () => {
          square = sq;
          const held = board[sq];
          place = held ? { owner: held.owner, unit: held.unit, leader: model.players[held.owner].leader === sq,
            ace: (model.players[held.owner].aces || []).includes(sq) } : { ...place, leader: false, ace: false };
          api.change(() => {});
        } }, piece ? el("span", { text: short(piece.unit) }) : null, piece ? el("small", { text: String(piece.hits || hitsOf(piece.unit)) }) : null));
    }
    const boxBoard = el("fieldset", { class: "b-board" }, el("legend", { text: "The board" }), grid);
    if (square) {
      const owner = place.owner || players[0];
      const unit = place.unit;
      boxBoard.append(el("h3", { text: `Square ${square}` }),
        chips("Whose unit", "piece-owner", players.map((p) => [p, p]), owner,
          (v) => { place.owner = v; api.change(() => {}); }),
        chips("Unit (hits from the unit table)", "piece-unit", fits.units.map((u) => [u.name, `${u.name} (${u.hits})`]), unit,
          (v) => { place.unit = v; place.owner = owner; api.change(() => {}); }),
        input("Hits (at most the table's)", "b-hits", { type: "number", min: 1, max: 99, inputmode: "numeric",
          value: board[square] && board[square].hits ? board[square].hits : (hitsOf(unit) || "") }),
        chips("Role", "piece-role", [["leader", "Leader"], ["ace", "Ace"]],
          [place.leader ? "leader" : "", place.ace ? "ace" : ""].filter(Boolean), (v) => { place[v] = !place[v]; api.change(() => {}); }, true),
        el("div", { class: "b-tools" },
          el("button", { type: "button", id: "b-place", class: "primary", text: `Place on ${square}`, onclick: () => {
            if (!unit) return api.status("Choose the unit.", true);
            const hits = Number(document.getElementById("b-hits").value) || undefined;
            api.change((next) => {
              next.board = next.board || {};
              next.board[square] = { owner, unit, ...(hits && hits !== hitsOf(unit) ? { hits } : {}) };
              for (const [name, spec] of Object.entries(next.players)) {
                if (spec.leader === square || (place.leader && name === owner)) delete spec.leader;
                spec.aces = (spec.aces || []).filter((s) => s !== square);
                if (!spec.aces.length) delete spec.aces;
              }
              if (place.leader) next.players[owner].leader = square;
              if (place.ace) next.players[owner].aces = [...(next.players[owner].aces || []), square];
            });
          } }),
          el("button", { type: "button", id: "b-clear", class: "remove", text: `Clear ${square}`, onclick: () => api.change((next) => {
            delete next.board[square];
            for (const spec of Object.values(next.players)) {
              if (spec.leader === square) delete spec.leader;
              if (spec.aces) { spec.aces = spec.aces.filter((s) => s !== square); if (!spec.aces.length) delete spec.aces; }
            }
          }) })));
    }
    const hands = el("fieldset", { class: "b-hands" }, el("legend", { text: "Hands" }),
      players.map((p, n) => chips(`${p}'s hand`, `hand-${n}`, fits.cards.map((c) => [c, c]), model.players[p].hand || [],
        (v) => api.change((next) => {
          next.players[p].hand = toggle(next.players[p].hand || [], v);
          if (!next.players[p].hand.length) delete next.players[p].hand;
        }), true)),
      el("p", { class: "note", text: "The actions (moves, attacks, cards played) go in the form's YAML below the board: the README lists them." }));
    return [boxBoard, hands];
  };
})();
