// The Domination zones of the position builder (/ask, ask_builder.js): each player's deck (top card first), hand,
// discard, deployment and cards set aside, and the Supply's piles. Cards are named from the game's card list (from
// POST /api/ask/builder, judge/domination_builder.py, which checks the position with the game's own loader).
"use strict";
(function () {
  let into = { player: "", zone: "hand" };

  window.judgeZones = function (api) {
    const { el, chips, input } = api;
    const model = api.model();
    const fits = api.fits() || { zones: [], cards: [] };
    const players = Object.keys(model.players);
    const player = into.player && players.includes(into.player) ? into.player : players[0];

    const lists = players.map((p, n) => el("fieldset", { class: "b-zones" }, el("legend", { text: `${p}'s zones` }),
      fits.zones.map((zone) => {
        const cards = model.players[p][zone] || [];
        return el("div", { class: "field" }, el("span", { class: "label", text: `${zone}${zone === "deck" ? " (top first)" : ""}` }),
          el("div", { class: "chips", "data-zone": `${n}-${zone}` }, cards.length ? cards.map((card, k) => el("button", {
            type: "button", class: "chip", id: `zone-${n}-${zone}-${k}`, "aria-label": `Remove ${card} from ${p}'s ${zone}`,
            text: `${card} ✕`, onclick: () => api.change((next) => {
              next.players[p][zone].splice(k, 1);
              if (!next.players[p][zone].length) delete next.players[p][zone];
            }) })) : el("span", { class: "note", text: "empty" })));
      })));

    const add = el("fieldset", { class: "b-add" }, el("legend", { text: "Add a card" }),
      chips("To whose zones", "zone-player", players.map((p) => [p, p]), player, (v) => { into.player = v; api.change(() => {}); }),
      chips("Zone", "zone-name", fits.zones.map((z) => [z, z]), into.zone, (v) => { into.zone = v; api.change(() => {}); }),
      input("Card name", "b-zone-card", { autocomplete: "off", list: "b-zone-cards" }),
      el("datalist", { id: "b-zone-cards" }, fits.cards.map((c) => el("option", { value: c }))),
      el("button", { type: "button", id: "b-add-zone-card", class: "primary", text: "Add the card", onclick: () => {
        const name = document.getElementById("b-zone-card").value.trim();
        if (!name) return api.status("Give the card's name.", true);
        const zone = into.zone;
        api.change((next) => { next.players[player][zone] = [...(next.players[player][zone] || []), name]; });
      } }));

    const piles = Object.entries(model.supply || {});
    const supply = el("fieldset", { class: "b-supply" }, el("legend", { text: "The Supply (cards left in each pile)" }),
      piles.map(([name, count], k) => input(name, `b-pile-${k}`, { type: "number", min: 0, max: 99, inputmode: "numeric",
        value: count, onchange: (e) => api.change((next) => { next.supply[name] = Number(e.target.value) || 0; }) })),
      input("A pile (card name)", "b-pile-name", { autocomplete: "off", list: "b-zone-cards" }),
      el("button", { type: "button", id: "b-add-pile", text: "Add the pile", onclick: () => {
        const name = document.getElementById("b-pile-name").value.trim();
        if (name) api.change((next) => { next.supply = { ...(next.supply || {}), [name]: 10 }; });
      } }),
      el("p", { class: "note", text: "The actions (uses, plays, buys) go in the form's YAML: the README lists them." }));
    return [...lists, add, supply];
  };
})();
